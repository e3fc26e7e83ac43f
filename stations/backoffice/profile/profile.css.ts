import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const card = style({ maxWidth: '720px' });

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space.xl, flexWrap: 'wrap' });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '88px',
  height: '88px',
  flex: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '30px',
  fontWeight: 700,
  objectFit: 'cover',
});

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1.2 });

export const designation = style({ marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(110px, max-content) 1fr',
  gap: `${vars.space.md} ${vars.space.xl}`,
  margin: `${vars.space.xl} 0 0`,
  paddingTop: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  alignItems: 'center',
});

export const term = style({ fontWeight: 600, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0 });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
