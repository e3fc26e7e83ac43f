import { style } from '@vanilla-extract/css';
import { panelLook } from '../../../../shared/ui/theme/styleFragments';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  minWidth: 0,
  ...panelLook,
  overflow: 'hidden',
});

export const section = style({ padding: `${vars.space.sm} ${vars.space.sm} 0` });

export const customerBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 0 0 ${vars.space.md}`,
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

export const segments = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xs });

export const controlLook = {
  minHeight: vars.size.touch,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
} as const;

export const segment = style({
  ...controlLook,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1px',
  padding: `2px ${vars.space.xs}`,
  fontWeight: 700,
  lineHeight: 1.15,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceMuted },
    '&:disabled': { opacity: 0.55, cursor: 'default' },
  },
});

export const segmentLabel = style({ overflowWrap: 'anywhere', textAlign: 'center' });

export const shortcutHint = style({
  fontFamily: vars.font.mono,
  fontSize: '11px',
  fontWeight: 500,
  opacity: 0.75,
  whiteSpace: 'nowrap',
});

export const tableRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const tableButton = style({
  ...controlLook,
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  textAlign: 'left',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:disabled': { opacity: 0.55, cursor: 'default' } },
});

export const tableText = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', lineHeight: 1.2 });

export const tableCaption = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 600 });

// The table label is the long one ('Table 2 - 4 person - Ground'): it wraps rather than being cut.
export const tableValue = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const guests = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flex: 'none' });

export const guestsLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lines = style({
  flex: '1 1 auto',
  minHeight: '96px',
  overflowY: 'auto',
  margin: `${vars.space.sm} 0 0`,
  padding: `0 ${vars.space.sm}`,
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

// One row a line: text on the left, its 44 px controls on the right.
export const line = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: '2px 0',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const lineText = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', lineHeight: 1.25 });

export const lineTitle = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const lineAmount = style({ fontWeight: 700, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const lineDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const lineNotes = style([lineDetail, { fontStyle: 'italic', color: vars.color.text }]);

// The title opens the chooser on the line: at least 44 px tall, as every target of the till.
export const lineTitleButton = style([
  lineTitle,
  {
    minHeight: vars.size.touch,
    minWidth: vars.size.touch,
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    fontWeight: 700,
    textAlign: 'left',
    color: vars.color.primaryHover,
    textDecoration: 'underline dotted',
    cursor: 'pointer',
  },
]);

export const lineModifiers = style([lineDetail, { listStyle: 'none', margin: 0, padding: 0 }]);

// NO and EXTRA change the dish: the cook must not miss them.
export const lineModifierStrong = style({ fontWeight: 800, color: vars.color.text });

export const lineControls = style({ flex: 'none', display: 'flex', alignItems: 'center', gap: '2px' });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const stepButton = style({
  width: vars.size.touch,
  height: vars.size.touch,
  border: 'none',
  background: vars.color.surface,
  fontSize: '22px',
  fontWeight: 700,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const quantity = style({ minWidth: '28px', textAlign: 'center', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const unitPrice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const lineIcon = style({
  selectors: { 'button&': { width: vars.size.touch, height: vars.size.touch, color: vars.color.textMuted } },
});

export const removeIcon = style({ selectors: { 'button&': { color: vars.color.danger } } });

export const totals = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
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

// The three actions share one row: the cart keeps the height for its lines.
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 0.7fr) minmax(0, 1fr) minmax(0, 1.2fr)',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const actionButton = style({
  selectors: { 'button&': { whiteSpace: 'normal', textAlign: 'center', paddingInline: vars.space.sm, minHeight: '52px', lineHeight: 1.2 } },
});

export const payButton = style([actionButton]);
