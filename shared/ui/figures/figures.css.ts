import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css';

export const figures = style({ width: '100%', maxWidth: '640px', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const section = style({ paddingTop: vars.space.md, fontWeight: 700, textAlign: 'left' });
export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  fontWeight: 400,
});
export const value = style([label, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const fact = style({ display: 'grid', gap: '2px' });
export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
