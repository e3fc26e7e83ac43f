import { globalStyle, style } from '@vanilla-extract/css';
import { panelLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const panel = style({ ...panelLook, padding: vars.space.lg, display: 'grid', gap: vars.space.md, marginTop: vars.space.lg });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const fact = style({ display: 'grid', gap: '2px' });
export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const figures = style({ width: '100%', maxWidth: '640px', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const section = style({ paddingTop: vars.space.md, textAlign: 'left', fontSize: vars.fontSize.md });
export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  fontWeight: 400,
});
export const value = style([label, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const short = style({ color: vars.color.danger, fontWeight: 600 });

/** Print: only the Z report's detail, on white, without the shell around it. */
export const printArea = style({});
globalStyle('body *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printArea}, ${printArea} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(printArea, {
  '@media': { print: { position: 'absolute', inset: '0 auto auto 0', width: '100%', boxShadow: 'none', border: 'none' } },
});
globalStyle(`${printArea} button, ${printArea} a`, { '@media': { print: { display: 'none' } } });
