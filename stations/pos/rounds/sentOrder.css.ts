import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '45%',
  minHeight: 0,
  margin: `${vars.space.sm} ${vars.space.sm} 0`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const total = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const lines = style({ flex: '1 1 auto', overflowY: 'auto', margin: 0, padding: `0 ${vars.space.sm}`, listStyle: 'none' });

export const lineName = style({ flex: '1 1 auto', minWidth: 0 });

export const voided = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const state = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minHeight: vars.size.touch,
  display: 'flex',
  alignItems: 'center',
});

export const voidButton = style({ selectors: { 'button&': { minHeight: vars.size.touch, paddingInline: vars.space.sm } } });

export const stale = style({ margin: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 });
