import { style } from '@vanilla-extract/css';
import { textBoxIconLook, textBoxLook, touchButtonLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const bar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginBottom: vars.space.lg });

export const searchWrap = style({ position: 'relative', maxWidth: '480px' });

export const searchIcon = style(textBoxIconLook);

export const searchInput = style({ width: '100%', ...textBoxLook, paddingLeft: '40px' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  ...touchButtonLook(vars.radius.pill),
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.onPrimary },
    '&:hover:not([aria-pressed="true"])': { background: vars.color.surfaceMuted },
  },
});

export const chipCount = style({ fontVariantNumeric: 'tabular-nums', opacity: 0.8, fontWeight: 500 });
