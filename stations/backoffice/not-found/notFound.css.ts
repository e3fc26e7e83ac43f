import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const page = style({ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.xl });

export const card = style({
  width: '100%',
  maxWidth: '520px',
  padding: vars.space.xxl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '18px',
  boxShadow: vars.shadow.card,
});
