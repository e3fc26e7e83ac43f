import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { panelLook } from './theme/looks';
import { vars } from './theme/tokens.css';

/** Scrolls sideways on narrow screens instead of squeezing the columns. */
export const wrapper = style({
  width: '100%',
  overflowX: 'auto',
  ...panelLook,
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

export const actionsCell = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.xs, flexWrap: 'nowrap' });
