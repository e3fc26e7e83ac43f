import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { PHONE_MEDIA, panelLook } from './theme/styleFragments';
import { vars } from './theme/tokens.css';

/** Scrolls sideways on narrow screens instead of squeezing the columns; on a phone its rows are cards instead. */
export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  ...panelLook,
  '@media': { [PHONE_MEDIA]: { overflowX: 'visible', background: 'none', border: 'none', borderRadius: 0, boxShadow: 'none' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.md });

export const headCell = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'left',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  height: '56px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  // Words break only when one alone is wider than its column.
  overflowWrap: 'anywhere',
});

/** A column as narrow as its content (ID, rate, switches, buttons); the others share the rest. */
export const shrink = style({ width: '1%', whiteSpace: 'nowrap' });

export const row = style({});

// vanilla-extract selectors must target the styled element itself: cell rules per row go global.
globalStyle(`${row}:last-child > *`, { borderBottom: 'none' });
globalStyle(`${row}:hover > *`, { background: '#fafbfc' });

export const align = styleVariants({
  start: { textAlign: 'left' },
  end: { textAlign: 'right' },
  center: { textAlign: 'center' },
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const actionsCell = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  flexWrap: 'nowrap',
  '@media': { [PHONE_MEDIA]: { justifyContent: 'flex-start', flexWrap: 'wrap', gap: vars.space.sm } },
});

// ---- Phone: one card per row ------------------------------------------------------------------
// A phone cannot show a row's columns side by side, and a sideways scroll hides the figures from the buttons that
// act on them: each row becomes a card of its cells, two to a line, each under its column's name (data-label), and
// the buttons on a line of their own. The table stays a table for assistive technology (the header row is only
// out of sight).

globalStyle(`${table}, ${table} > tbody`, { '@media': { [PHONE_MEDIA]: { display: 'block' } } });

globalStyle(`${table} > thead`, {
  '@media': {
    [PHONE_MEDIA]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});

globalStyle(`${table} ${row}`, {
  '@media': {
    [PHONE_MEDIA]: {
      ...panelLook,
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: `${vars.space.md} ${vars.space.lg}`,
      padding: vars.space.lg,
      marginBottom: vars.space.md,
    },
  },
});

globalStyle(`${table} ${row} > ${cell}, ${table} ${row}:hover > ${cell}`, {
  '@media': {
    [PHONE_MEDIA]: {
      display: 'block',
      width: 'auto',
      height: 'auto',
      padding: 0,
      border: 'none',
      background: 'none',
      textAlign: 'left',
      whiteSpace: 'normal',
    },
  },
});

globalStyle(`${table} ${row} > ${cell}::before`, {
  '@media': {
    [PHONE_MEDIA]: {
      // Empty alternative text: assistive technology reads the column header, not the name twice.
      content: 'attr(data-label) / ""',
      display: 'block',
      marginBottom: '2px',
      fontSize: vars.fontSize.xs,
      fontWeight: 700,
      color: vars.color.textMuted,
    },
  },
});

// The row's buttons: a line of their own across the card, with no name over them.
globalStyle(`${table} ${row} > ${cell}:has(> ${actionsCell})`, {
  '@media': { [PHONE_MEDIA]: { gridColumn: '1 / -1', paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` } },
});
globalStyle(`${table} ${row} > ${cell}:has(> ${actionsCell})::before`, { '@media': { [PHONE_MEDIA]: { content: 'none' } } });
