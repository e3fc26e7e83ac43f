import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const switches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const pageSize = style({ maxWidth: '280px' });
