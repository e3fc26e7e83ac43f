import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const reasonChips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.sm });

export const reasonChip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.dangerSoft, borderColor: vars.color.danger },
  },
});
