// Scripts a printer's code pages lack: which lines print as text, and the bitmap a line becomes (the paper's dot
// width, the text's height), drawn with the system's fonts when the optional @napi-rs/canvas is installed.
import { beforeAll, describe, expect, it } from 'vitest';
import { type LineStyle, lineBitmap, prepareScriptImages, printsAsText } from './scriptImages';
import { renderTicket } from './ticket';

const PLAIN: LineStyle = { height: 1, isBold: false, isInverted: false, align: 'left' };
// Skipped only where the optional module is not installed (the fallback to text is what runs there).
const hasCanvas = await import('@napi-rs/canvas').then(
  () => true,
  () => false,
);

// The first document with Arabic loads the canvas, as the print worker does.
beforeAll(() => prepareScriptImages({ title: 'حمص' }, { command_set: 'esc-pos', code_page: 'auto' }));

const darkDots = (data: Uint8ClampedArray) => {
  let count = 0;
  for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) count += 1;
  return count;
};

describe('printsAsText', () => {
  it('keeps ASCII and accented Latin as text, and sends Arabic and Chinese to a bitmap', () => {
    expect(printsAsText('2 x Ribs', 'esc-pos', 'auto')).toBe(true);
    expect(printsAsText('Crème brûlée €', 'esc-pos', 'auto')).toBe(true);
    expect(printsAsText('Is it spicy?', 'esc-pos', 'cp437')).toBe(true);
    // Arabic has a code page (cp864), but unjoined and left to right: wrong on paper all the same.
    expect(printsAsText('1 x حمص', 'esc-pos', 'auto')).toBe(false);
    expect(printsAsText('1 x 宫保鸡丁', 'esc-pos', 'auto')).toBe(false);
    expect(printsAsText('Crème € ', 'esc-pos', 'cp437')).toBe(false);
  });
});

describe('lineBitmap', () => {
  it.skipIf(!hasCanvas)('is the paper dot width wide and the text line high, in multiples of 8 dots, with ink on it', () => {
    const wide = lineBitmap('1 x حمص', 48, PLAIN);
    expect(wide && { width: wide.width, height: wide.height }).toEqual({ width: 576, height: 32 });
    expect(darkDots(wide?.data ?? new Uint8ClampedArray())).toBeGreaterThan(100);
    const narrowTall = lineBitmap('1 x 宫保鸡丁', 32, { ...PLAIN, height: 2, isBold: true });
    expect(narrowTall && { width: narrowTall.width, height: narrowTall.height }).toEqual({ width: 384, height: 64 });
    expect(darkDots(narrowTall?.data ?? new Uint8ClampedArray())).toBeGreaterThan(300);
  });

  it.skipIf(!hasCanvas)('is null for a line no installed font can draw: the line prints as text rather than as boxes', () => {
    expect(lineBitmap('1 x 𒀀𒀁', 48, PLAIN)).toBeNull();
  });

  it.skipIf(!hasCanvas)('puts a kitchen ticket line in Arabic or Chinese on paper as a raster image, Latin lines as text', () => {
    const bytes = Buffer.from(
      renderTicket(
        {
          kind: 'kitchen',
          change: 'sent',
          tokenNo: 7,
          where: 'Takeaway',
          server: 'Casey',
          time: '2026-11-27 10:04',
          stations: null,
          lines: [
            { quantity: 1, title: 'حمص', variant: null, addons: [], note: null },
            { quantity: 2, title: '宫保鸡丁', variant: null, addons: [], note: null },
          ],
        },
        { command_set: 'esc-pos', paper_width: 80, code_page: 'auto' },
      ),
    );
    const raster = Buffer.from([0x1d, 0x76, 0x30]);
    let images = 0;
    for (let at = bytes.indexOf(raster); at >= 0; at = bytes.indexOf(raster, at + 1)) images += 1;
    expect(images).toBe(2);
    // 576 dots / 8 per byte × 48 rows (size 1 × 2) per line: 3,456 bytes of raster each.
    expect(bytes.length).toBeGreaterThan(2 * 3456);
    const text = bytes.toString('latin1');
    expect(text).toContain('Order #7');
    expect(text).toContain('Server: Casey');
    // The dish lines went to paper as images, not as text with question marks.
    expect(text).not.toContain('1 x ');
    expect(text).not.toContain('2 x ');
  });
});
