import { style } from '@vanilla-extract/css';
import { centeredPageLook, panelLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const page = style(centeredPageLook);

export const card = style({
  maxWidth: '480px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xxl,
  textAlign: 'center',
  ...panelLook,
  borderRadius: '18px',
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const text = style({ fontSize: vars.fontSize.lg, fontWeight: 600, lineHeight: 1.4 });
