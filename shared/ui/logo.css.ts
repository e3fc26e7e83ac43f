import { style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css';

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.md });
export const logoMark = style({ flex: 'none', display: 'block' });
export const logoWord = style({ fontSize: '22px', fontWeight: 800, letterSpacing: '-0.02em', color: vars.color.text });
