// The text of a PDF written by pdfkit with the standard fonts, row by row as a reader sees it: each content stream
// inflated, each text object's strings (WinAnsi bytes, written as hex) at its position, the pieces of one row
// (same page and baseline) joined left to right with ' | '. Enough to read what an invoice lists, not a PDF parser.
import { inflateSync } from 'node:zlib';

export interface PdfTextPiece {
  page: number;
  x: number;
  y: number;
  text: string;
  /** The font's resource name ('F2'): two pieces in the same font share it, so a test can tell bold from regular. */
  font: string;
}
type Piece = PdfTextPiece;

export function pdfTextRows(pdf: Buffer): string[] {
  const rows = new Map<string, Piece[]>();
  for (const piece of pdfTextPieces(pdf)) {
    const key = `${piece.page}:${piece.y}`;
    const row = rows.get(key);
    if (row) row.push(piece);
    else rows.set(key, [piece]);
  }
  return [...rows.values()]
    .sort((a, b) => (a[0]?.page ?? 0) - (b[0]?.page ?? 0) || (b[0]?.y ?? 0) - (a[0]?.y ?? 0))
    .map((row) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.text.trim())
        .join(' | '),
    );
}

/** Each text object's string, where it is drawn and in which font. */
export function pdfTextPieces(pdf: Buffer): PdfTextPiece[] {
  const source = pdf.toString('latin1');
  const pieces: Piece[] = [];
  let page = 0;
  // Each stream is read by its dictionary's /Length: compressed bytes may end in a carriage return, which a pattern
  // for the end-of-line before `endstream` would take, cutting the stream short by one byte.
  for (const match of source.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    let content: string;
    try {
      content = inflateSync(Buffer.from(source.slice(start, start + Number(match[1])), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('BT')) continue;
    page += 1;
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const body = block[1] ?? '';
      const position = /1 0 0 1 ([\d.-]+) ([\d.-]+) Tm/.exec(body);
      const strings = [...body.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
      if (!position || strings.length === 0) continue;
      const font = /\/(\w+) [\d.]+ Tf/.exec(body)?.[1] ?? '';
      pieces.push({ page, x: Number(position[1]), y: Math.round(Number(position[2])), text: strings.join(''), font });
    }
  }
  return pieces;
}
