import { style } from '@vanilla-extract/css';
import { panelLook } from '../../../../shared/ui/theme/looks';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  ...panelLook,
  overflow: 'hidden',
});

export const section = style({ padding: `${vars.space.md} ${vars.space.md} 0` });

export const customerBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const customerText = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', lineHeight: 1.25 });

export const customerLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const customerName = style({
  fontWeight: 700,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const squareButton = style({ selectors: { 'button&': { width: vars.size.touch, padding: 0, flex: 'none' } } });

// The table label is the long one ('Table 2 - 4 person - Ground'): it gets the wider column.
export const guests = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const selects = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: vars.space.sm });

export const lines = style({
  flex: '1 1 auto',
  minHeight: '96px',
  overflowY: 'auto',
  margin: `${vars.space.md} 0 0`,
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const emptyCart = style({
  flex: '1 1 auto',
  minHeight: '96px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.md} 0 0`,
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  rowGap: '2px',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const lineTitle = style({ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' });

export const lineAmount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });

export const lineDetail = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: 1.35,
  overflowWrap: 'anywhere',
});

export const lineNotes = style([lineDetail, { fontStyle: 'italic', color: vars.color.text }]);

export const lineControls = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const stepButton = style({
  width: '40px',
  height: '40px',
  border: 'none',
  background: vars.color.surface,
  fontSize: '22px',
  fontWeight: 700,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const quantity = style({ minWidth: '34px', textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const unitPrice = style({
  flex: '1 1 auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const lineIcon = style({ selectors: { 'button&': { width: '40px', height: '40px', color: vars.color.textMuted } } });

export const removeIcon = style({ selectors: { 'button&': { color: vars.color.danger } } });

export const totals = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: '2px',
  fontVariantNumeric: 'tabular-nums',
});

export const totalLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const totalValue = style({ margin: 0, textAlign: 'right', fontSize: vars.fontSize.sm, fontWeight: 600 });

export const payableLabel = style({ fontWeight: 700, fontSize: vars.fontSize.md, color: vars.color.text });

export const payableValue = style({ margin: 0, textAlign: 'right', fontWeight: 800, fontSize: vars.fontSize.lg, color: vars.color.text });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const actionButton = style({
  selectors: { 'button&': { whiteSpace: 'normal', textAlign: 'center', paddingInline: vars.space.md } },
});

export const payButton = style({ selectors: { 'button&': { gridColumn: '1 / -1', minHeight: '52px', fontSize: '17px' } } });
