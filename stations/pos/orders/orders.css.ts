import { style, styleVariants } from '@vanilla-extract/css';
import { menuOpenerLook, outlinedControlLook, panelHeaderLook, panelLook, pillLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const groupCard = style({
  display: 'flex',
  flexDirection: 'column',
  ...panelLook,
});

export const groupHeader = style({
  ...panelHeaderLook(`${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`),
  alignItems: 'flex-start',
  background: vars.color.surfaceMuted,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
});

export const groupTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' });

export const groupMeta = style({ marginTop: '2px', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const menuIconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.touch,
  height: vars.size.touch,
  flex: 'none',
  ...outlinedControlLook(vars.space.sm, vars.radius.md),
  color: vars.color.text,
  fontWeight: 600,
  ...menuOpenerLook({ borderColor: vars.color.textMuted }),
});

export const menuSmallButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  flex: 'none',
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  ...menuOpenerLook({ borderColor: vars.color.border, color: vars.color.text }),
});

export const orders = style({ margin: 0, padding: 0, listStyle: 'none' });

export const order = style({
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  selectors: { '& + &': { borderTop: `2px solid ${vars.color.border}` } },
});

export const orderHead = style({ display: 'grid', gridTemplateColumns: '1fr auto auto', alignItems: 'start', columnGap: vars.space.sm });

export const orderFacts = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm, minHeight: '40px' });

export const token = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const time = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm, fontWeight: 600 });

export const orderMeta = style({ marginTop: '2px', fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const items = style({
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
});

export const quantity = style({ minWidth: '32px', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const itemText = style({ minWidth: 0 });

export const itemTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const itemTitleCancelled = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const itemDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

// NO and EXTRA change the dish: never missed on a busy screen.
export const itemModifierStrong = style([itemDetail, { fontWeight: 800, color: vars.color.text }]);

export const itemNotes = style({ fontSize: vars.fontSize.sm, color: '#9a3412', fontWeight: 600, overflowWrap: 'anywhere' });

const pillBase = style({
  ...pillLook({ minHeight: '24px', padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.xs, fontWeight: 700 }),
  border: '1px solid transparent',
});

/** Item status pills (contrast ≥ 4.5:1 on each background). */
export const itemStatus = styleVariants({
  created: [pillBase, { background: '#eef0f3', color: '#374151', borderColor: '#d1d5db' }],
  preparing: [pillBase, { background: '#fef3c7', color: '#78350f', borderColor: '#fcd34d' }],
  completed: [pillBase, { background: vars.color.successSoft, color: vars.color.success, borderColor: '#bbf7d0' }],
  delivered: [pillBase, { background: '#e0f2fe', color: '#075985', borderColor: '#bae6fd' }],
  cancelled: [pillBase, { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: '#fecaca' }],
});

/** Spec 4 kitchen status colours, small (the Orders screen shows where the kitchen is). */
export const kitchenStatus = styleVariants({
  grey: [pillBase, { background: '#eef0f3', color: '#374151', borderColor: '#d1d5db' }],
  amber: [pillBase, { background: '#fef3c7', color: '#78350f', borderColor: '#fcd34d' }],
  green: [pillBase, { background: '#15803d', color: '#ffffff', borderColor: '#15803d' }],
});

export const paymentStatus = styleVariants({
  paid: [pillBase, { background: vars.color.successSoft, color: vars.color.success, borderColor: '#86efac' }],
  unpaid: [pillBase, { background: '#fff7ed', color: '#9a3412', borderColor: '#fdba74' }],
});

// ---- Pay & Complete ----------------------------------------------------------------------------

// The totals summary is the POS dialogs' (one look for every total in the station).
export { summary, summaryLabel, summaryTotalLabel, summaryTotalValue, summaryValue } from '../register/dialogs/summary.css';

export const context = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const findEmpty = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted });

/** An unpaid order's way into the register to add a round: a touch-sized outlined button. */
export const addItemsButton = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});
