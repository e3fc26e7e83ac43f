import { style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css';

export const form = style({ display: 'flex', gap: vars.space.sm, flex: '1 1 320px', minWidth: 0, maxWidth: '520px' });

export const field = style({ position: 'relative', flex: 1, minWidth: 0 });

export const icon = style({
  position: 'absolute',
  left: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md} 0 40px`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.focus, boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.2)' },
  },
});
