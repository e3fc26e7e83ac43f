import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const limit = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  maxWidth: '40rem',
});
