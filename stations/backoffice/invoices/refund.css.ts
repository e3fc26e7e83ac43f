import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const modes = style({ border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const mode = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
