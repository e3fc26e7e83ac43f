import { style } from '@vanilla-extract/css';
import { centeredPageLook, textBoxLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const page = style({
  ...centeredPageLook,
  background: `radial-gradient(circle at 15% 10%, #ffedd5 0, transparent 45%), radial-gradient(circle at 90% 90%, #fde68a55 0, transparent 40%), ${vars.color.page}`,
});

export const card = style({
  width: '100%',
  maxWidth: '420px',
  padding: `${vars.space.xxl} ${vars.space.xxl} ${vars.space.xl}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '18px',
  boxShadow: '0 20px 50px rgba(16, 24, 40, 0.12)',
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.xl } },
});

export const brand = style({ display: 'flex', justifyContent: 'center', marginBottom: vars.space.xl });

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: 700, textAlign: 'center' });

export const subheading = style({
  marginTop: vars.space.xs,
  marginBottom: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const required = style({ color: vars.color.danger, marginLeft: '2px' });

export const input = style(textBoxLook);

export const submit = style({ marginTop: vars.space.sm, minHeight: '48px' });

export const footer = style({ marginTop: vars.space.xl, textAlign: 'center', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
