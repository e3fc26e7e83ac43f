import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css';

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  marginBottom: vars.space.lg,
  borderRadius: vars.radius.md,
  // Amber: the screen still works, but may be behind (contrast 8.6:1).
  border: '2px solid #b45309',
  background: '#fffbeb',
  color: '#78350f',
  fontWeight: 600,
  lineHeight: 1.35,
});

export const banner = styleVariants({
  md: [base, { fontSize: vars.fontSize.md }],
  // Kitchen and 'Your Orders' TVs: read across the room.
  lg: [base, { fontSize: '26px', padding: `${vars.space.lg} ${vars.space.xl}` }],
});

export const icon = style({ flex: 'none', color: '#b45309' });
