import { style } from '@vanilla-extract/css';
import { framedBoxLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  ...framedBoxLook(vars.space.md),
  background: vars.color.surfaceMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const modes = style({ border: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const mode = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
