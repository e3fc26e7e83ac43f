// The totals summary of the POS dialogs and the Orders screen's Pay & Complete: labels left, amounts right,
// the total's row set off by a rule.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const summary = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space.xs,
  columnGap: vars.space.lg,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const summaryLabel = style({ color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, textAlign: 'right', fontWeight: 600 });

const totalRow = { fontSize: vars.fontSize.lg, paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.border}` };

export const summaryTotalLabel = style({ ...totalRow, fontWeight: 700, color: vars.color.text });

export const summaryTotalValue = style({ ...totalRow, margin: 0, textAlign: 'right', fontWeight: 800 });
