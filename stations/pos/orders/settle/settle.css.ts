import { style } from '@vanilla-extract/css';
import { framedBoxLook } from '../../../../shared/ui/theme/styleFragments';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  ...framedBoxLook(vars.space.md),
});

export const sectionTitle = style({ fontWeight: 700, margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const given = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const givenItem = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const checks = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: vars.space.sm });

export const check = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  ...framedBoxLook(vars.space.sm),
  fontVariantNumeric: 'tabular-nums',
});

export const checkPaid = style({ background: vars.color.surfaceMuted });

export const lineChoice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });
