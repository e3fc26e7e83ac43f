import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const help = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: vars.space.sm });

export const tile = style({
  minHeight: '64px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  textAlign: 'center',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceMuted },
  },
});

export const tileTitle = style({ fontWeight: 700, fontSize: vars.fontSize.md, overflowWrap: 'anywhere' });

export const tileDetail = style({ fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });
