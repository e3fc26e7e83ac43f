import { style } from '@vanilla-extract/css';
import { iconHolderLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const card = style({ maxWidth: '640px', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.lg });

export const icon = style({ ...iconHolderLook('56px', vars.radius.pill), background: vars.color.primarySoft, color: vars.color.primary });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const text = style({ color: vars.color.textMuted, maxWidth: '52ch' });

export const email = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
