import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const lead = style({ color: vars.color.textMuted });

// The totals summary is the Orders screen's too.
export { summary, summaryLabel, summaryTotalLabel, summaryTotalValue, summaryValue } from './summary.css';

export const context = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600, fontSize: vars.fontSize.sm });

export const choiceGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: vars.space.sm });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const childGroup = style({
  gridColumn: '1 / -1',
  border: 0,
  margin: 0,
  padding: `0 0 0 ${vars.space.lg}`,
  borderLeft: `3px solid ${vars.color.primary}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const groupRule = style({
  marginLeft: vars.space.xs,
  fontWeight: 700,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const ruleUnmet = style({ color: vars.color.danger });

export const choiceInput = style({ width: '20px', height: '20px', margin: 0, flex: 'none', accentColor: vars.color.primary });

export const choiceText = style({ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const choicePrice = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const pricePreview = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const counter = style({ fontVariantNumeric: 'tabular-nums' });

export const quickAmounts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const quickAmount = style({
  selectors: {
    'button&': {
      minHeight: vars.size.touch,
      padding: `0 ${vars.space.md}`,
      fontSize: vars.fontSize.sm,
      fontVariantNumeric: 'tabular-nums',
    },
  },
});

export const change = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
});

export const shortfall = style([change, { background: vars.color.dangerSoft, color: vars.color.danger, fontSize: vars.fontSize.md }]);

export const tokenBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const tokenLabel = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const tokenNumber = style({
  display: 'block',
  fontSize: '56px',
  fontWeight: 800,
  lineHeight: 1.05,
  color: vars.color.primaryHover,
  fontVariantNumeric: 'tabular-nums',
});

export const orderNumber = style({ display: 'block', fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const draftList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const draftRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const draftText = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column' });

export const draftName = style({ fontWeight: 700, overflowWrap: 'anywhere' });

export const draftMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const shortcutTable = style({ width: '100%', borderCollapse: 'collapse' });

export const shortcutCell = style({ padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const kbd = style({
  display: 'inline-block',
  minWidth: '28px',
  padding: '2px 8px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const shortcutKeys = style([shortcutCell, { width: '96px', textAlign: 'left' }]);

/** The payment dialog holds the summary, the payment types and the cash panel side by side. */
export const wideDialog = style({ selectors: { 'div&': { maxWidth: '680px' } } });

export const payGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const choiceColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const cashPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
