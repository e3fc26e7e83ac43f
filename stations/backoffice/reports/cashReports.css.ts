import { globalStyle, style } from '@vanilla-extract/css';
import { panelLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const panel = style({ ...panelLook, padding: vars.space.lg, display: 'grid', gap: vars.space.md, marginTop: vars.space.lg });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const short = style({ color: vars.color.danger, fontWeight: 600 });

/** Print: only the Z report's detail, on white, without the shell around it. */
export const printArea = style({});
globalStyle('body *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printArea}, ${printArea} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(printArea, {
  '@media': { print: { position: 'absolute', inset: '0 auto auto 0', width: '100%', boxShadow: 'none', border: 'none' } },
});
globalStyle(`${printArea} button, ${printArea} a`, { '@media': { print: { display: 'none' } } });
