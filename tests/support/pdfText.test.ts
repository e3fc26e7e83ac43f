// The PDF reader the api tests read invoices with: a content stream whose compressed bytes end in a carriage return
// (one in 256 or so, depending on what the page says, e.g. the time printed on it) is read whole, not cut short.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfTextRows } from './pdfText';

function pdfWithText(text: string): { pdf: Buffer; lastByte: number } {
  const content = `BT\n1 0 0 1 50 700 Tm\n<${Buffer.from(text, 'latin1').toString('hex')}> Tj\nET`;
  const data = deflateSync(Buffer.from(content, 'latin1'));
  const pdf = Buffer.concat([
    Buffer.from(`%PDF-1.3\n1 0 obj\n<<\n/Length ${data.length}\n/Filter /FlateDecode\n>>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  return { pdf, lastByte: data[data.length - 1] ?? 0 };
}

describe('pdfTextRows', () => {
  it('reads a stream whose compressed bytes end in a carriage return', () => {
    const text = Array.from({ length: 400 }, (_, n) => `Pizza ${'x'.repeat(n)}`).find(
      (candidate) => pdfWithText(candidate).lastByte === 0x0d,
    );
    if (!text) throw new Error('no text found whose stream ends in a carriage return');
    expect(pdfTextRows(pdfWithText(text).pdf)).toEqual([text]);
  });

  it('reads an ordinary stream', () => {
    expect(pdfTextRows(pdfWithText('Pizza | 1').pdf)).toEqual(['Pizza | 1']);
  });
});
