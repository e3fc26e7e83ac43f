// Print CSS lives with the print views (conventions 14): black on white, sized for 80 mm or 57 mm thermal
// paper; on screen (the 400x400 popup) the slip sits on a grey desk so its edges show.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: '#ffffff',
  color: '#000000',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  WebkitPrintColorAdjust: 'exact',
  printColorAdjust: 'exact',
});

globalStyle('html, body', { '@media': { screen: { background: '#e5e7eb', minHeight: '100%' } } });

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  padding: '16px',
  textAlign: 'center',
  background: '#ffffff',
});

export const title = style({ margin: 0, fontSize: '20px', fontWeight: 700 });

export const muted = style({ margin: 0, fontSize: '14px', color: '#374151' });

// ---- The slip -------------------------------------------------------------------------------------

export const desk = style({
  display: 'flex',
  justifyContent: 'center',
  '@media': { screen: { padding: '12px 0' }, print: { padding: 0 } },
});

const slipBase = style({
  background: '#ffffff',
  lineHeight: 1.3,
  // A long word (a name, an e-mail address) breaks rather than running past the printable width.
  overflowWrap: 'anywhere',
  '@media': { screen: { boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)' } },
});

/**
 * The slip is the printable width of the roll: the heads of 80 mm printers print 72 mm, those of 57 mm ones 48 mm.
 * In print the desk centres it on the page (PageSize: the paper's width), the rest of the paper either side; on
 * screen that rest is padding, so the popup shows the whole paper.
 */
export const slip = styleVariants({
  80: [
    slipBase,
    {
      width: '72mm',
      maxWidth: '72mm',
      padding: '4mm 0 6mm',
      fontSize: '12px',
      '@media': { screen: { boxSizing: 'content-box', paddingInline: '4mm' } },
    },
  ],
  57: [
    slipBase,
    {
      width: '48mm',
      maxWidth: '48mm',
      padding: '3mm 0 5mm',
      fontSize: '10.5px',
      '@media': { screen: { boxSizing: 'content-box', paddingInline: '4.5mm' } },
    },
  ],
});

export const unpaid = style({
  margin: '2mm 0 0',
  padding: '1mm',
  border: '2px solid #000000',
  textAlign: 'center',
  fontSize: '1.25em',
  fontWeight: 800,
  lineHeight: 1.2,
});

export const logo = style({ display: 'block', maxWidth: '60%', maxHeight: '20mm', margin: '0 auto 2mm', objectFit: 'contain' });

export const storeName = style({ margin: 0, fontSize: '1.35em', fontWeight: 800, textAlign: 'center', lineHeight: 1.2 });

export const small = style({ margin: 0, fontSize: '0.92em', textAlign: 'center', overflowWrap: 'anywhere' });

export const rule = style({ border: 0, borderTop: '1px dashed #000000', margin: '2mm 0' });

export const note = style({ margin: 0, textAlign: 'center', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '2mm', rowGap: '0.5mm' });

export const factLabel = style({ fontWeight: 600 });

export const factValue = style({ margin: 0, textAlign: 'right', overflowWrap: 'anywhere' });

export const lines = style({ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const headCell = style({ padding: '0 0 1mm', fontWeight: 700, textAlign: 'left', borderBottom: '1px solid #000000' });

export const cell = style({ padding: '1mm 0 0', verticalAlign: 'top', overflowWrap: 'anywhere' });

export const qty = style({ width: '2.6em', textAlign: 'center' });

export const amount = style({ width: '5.6em', textAlign: 'right', whiteSpace: 'nowrap' });

export const itemTitle = style({ fontWeight: 600 });

export const itemDetail = style({ display: 'block', fontSize: '0.92em' });

export const itemNotes = style({ display: 'block', fontSize: '0.92em', fontStyle: 'italic' });

export const totals = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: '2mm',
  rowGap: '0.5mm',
  fontVariantNumeric: 'tabular-nums',
});

export const totalValue = style({ margin: 0, textAlign: 'right', minWidth: 0 });

export const grandLabel = style({ fontWeight: 800, fontSize: '1.2em' });

export const grandValue = style({ margin: 0, textAlign: 'right', fontWeight: 800, fontSize: '1.2em' });

export const tokenCircle = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22mm',
  height: '22mm',
  margin: '3mm auto 0',
  border: '2px solid #000000',
  borderRadius: '50%',
  lineHeight: 1,
});

export const tokenCircleLabel = style({ fontSize: '0.8em', fontWeight: 700, letterSpacing: '0.08em' });

export const tokenCircleNumber = style({ fontSize: '2.2em', fontWeight: 800, marginTop: '0.5mm' });

// ---- Token slip -----------------------------------------------------------------------------------

export const tokenSlip = style({ textAlign: 'center' });

export const tokenLabel = style({ margin: 0, fontSize: '1.3em', fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase' });

export const token = style({ margin: '1mm 0', fontSize: '72px', fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' });

export const tokenMeta = style({ margin: 0, fontSize: '1.05em' });
