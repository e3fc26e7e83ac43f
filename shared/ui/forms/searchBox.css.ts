import { style } from '@vanilla-extract/css';
import { textBoxIconLook, textBoxLook } from '../theme/styleFragments';
import { vars } from '../theme/tokens.css';

export const form = style({ display: 'flex', gap: vars.space.sm, flex: '1 1 320px', minWidth: 0, maxWidth: '520px' });

export const field = style({ position: 'relative', flex: 1, minWidth: 0 });

export const icon = style(textBoxIconLook);

export const input = style({ width: '100%', ...textBoxLook, padding: `0 ${vars.space.md} 0 40px` });
