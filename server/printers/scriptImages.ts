// Lines in scripts a thermal printer's code pages cannot print right (Arabic, Hebrew, Chinese, Japanese, Korean, Thai,
// Indic...) go to paper as a bitmap at the paper's dot width, drawn by @napi-rs/canvas (an optional dependency, loaded
// only when such a line is printed) with the system's fonts, which also join and order right-to-left text. Without the
// module, or without a font holding the line's characters, the line prints as text as before (its '?'), logged once:
// a missing font never holds up or fails the queue. docs/printing.md, "Scripts a code page lacks".
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrinterCommandSet } from '../../shared/domain/printers';

type CanvasModule = typeof import('@napi-rs/canvas');

/** Dots per character of the printers' standard font (12 × 24): 48 columns are the 576 dots of 80 mm paper. */
const DOTS_PER_COLUMN = 12;
const LINE_DOTS = 24;
/** Scripts that need shaping or right-to-left order: even a code page holding their letters prints them wrong. */
const SHAPED_SCRIPTS =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const RIGHT_TO_LEFT = /^[^\p{L}]*[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;
/** Fonts tried in order: DejaVu Sans (Latin, Greek, Cyrillic, Arabic, Hebrew), then CJK (WenQuanYi Zen Hei, Noto CJK). */
const FONT_FAMILIES = '"DejaVu Sans", "WenQuanYi Zen Hei", "Noto Sans CJK SC", "Noto Sans Arabic", sans-serif';
const QUESTION_MARK = 0x3f;

const countQuestionMarks = (count: number, value: number) => (value === QUESTION_MARK ? count + 1 : count);

let canvas: CanvasModule | null = null;
let loading: Promise<void> | null = null;
const warned = new Set<string>();

function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`[printing] ${message}`);
}

/** Whether the printer can print the text as text: no script that needs shaping, and every character in a code page. */
export function printsAsText(text: string, language: PrinterCommandSet, codePage: string): boolean {
  if (/^[\x20-\x7e]*$/.test(text)) return true;
  if (SHAPED_SCRIPTS.test(text)) return false;
  const bytes = new ReceiptPrinterEncoder({ language })
    .codepage(codePage as Parameters<ReceiptPrinterEncoder['codepage']>[0])
    .text(text)
    .encode();
  return bytes.reduce(countQuestionMarks, 0) <= [...text].filter((char) => char === '?').length;
}

/** Loads the canvas once, if it is installed; afterwards `lineBitmap` draws. Never throws. */
function loadTextRenderer(): Promise<void> {
  loading ??= import('@napi-rs/canvas')
    .then((module) => {
      canvas = module;
    })
    .catch((error: unknown) => {
      warnOnce(
        'canvas',
        `@napi-rs/canvas is not available (${error instanceof Error ? error.message : String(error)}): lines in scripts the printer's code pages lack print as text`,
      );
    });
  return loading;
}

export interface LineStyle {
  /** The text's height multiplier (encoder.size's second argument): the bitmap is as tall as the text would be. */
  height: number;
  isBold: boolean;
  isInverted: boolean;
  align: 'left' | 'center' | 'right';
}

export interface LineBitmap {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** What the font draws for a code point no font has: a character drawn the same has no glyph. */
const MISSING_GLYPH = '\u{10FFFD}';
const glyphCache = new Map<string, boolean>();

function hasGlyphs(module: CanvasModule, text: string): boolean {
  const probe = module.createCanvas(48, 48).getContext('2d');
  const draw = (char: string) => {
    probe.fillStyle = '#fff';
    probe.fillRect(0, 0, 48, 48);
    probe.fillStyle = '#000';
    probe.font = `32px ${FONT_FAMILIES}`;
    probe.textBaseline = 'top';
    probe.fillText(char, 4, 4);
    return probe.getImageData(0, 0, 48, 48).data.join(',');
  };
  const missing = draw(MISSING_GLYPH);
  for (const char of new Set(text)) {
    if (/[\x20-\x7e\s]/.test(char)) continue;
    let has = glyphCache.get(char);
    if (has === undefined) {
      has = draw(char) !== missing;
      glyphCache.set(char, has);
    }
    if (!has) return false;
  }
  return true;
}

/**
 * The line drawn black on white at the paper's dot width (columns × 12 dots) and a multiple of 8 dots high; null when
 * the canvas is not loaded or no font has one of its characters (logged once): the caller prints text then.
 */
export function lineBitmap(text: string, columns: number, style: LineStyle): LineBitmap | null {
  if (!canvas) return null;
  if (!hasGlyphs(canvas, text)) {
    warnOnce(
      `font:${text}`,
      `no font has every character of "${text}": printed as text (install fonts-wqy-zenhei for Chinese, see docs/printing.md)`,
    );
    return null;
  }
  const width = columns * DOTS_PER_COLUMN;
  const fontDots = LINE_DOTS * style.height;
  const height = Math.ceil((fontDots * 1.25) / 8) * 8;
  const context = canvas.createCanvas(width, height).getContext('2d');
  const [background, ink] = style.isInverted ? ['#000', '#fff'] : ['#fff', '#000'];
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);
  context.fillStyle = ink;
  context.font = `${style.isBold ? 'bold ' : ''}${fontDots}px ${FONT_FAMILIES}`;
  context.textBaseline = 'middle';
  const isRightToLeft = RIGHT_TO_LEFT.test(text);
  const align = style.align === 'left' && isRightToLeft ? 'right' : style.align;
  context.textAlign = align;
  const x = align === 'left' ? 0 : align === 'right' ? width : width / 2;
  context.fillText(text, x, height / 2, width);
  const image = context.getImageData(0, 0, width, height);
  return { width, height, data: image.data };
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsOf);
  return [];
}

/** Loads the canvas before a document with a text the printer cannot print as text is rendered (once per process). */
export async function prepareScriptImages(
  document: unknown,
  printer: { command_set: PrinterCommandSet; code_page: string },
): Promise<void> {
  if (canvas || loading) return loading ?? undefined;
  if (textsOf(document).some((text) => !printsAsText(text, printer.command_set, printer.code_page))) await loadTextRenderer();
}
