import { style } from '@vanilla-extract/css';
import { panelLook, touchButtonLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const layout = style({ display: 'grid', gap: vars.space.lg, alignItems: 'start' });

export const panel = style({ ...panelLook, padding: vars.space.lg, display: 'grid', gap: vars.space.md });

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const countGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const countRow = style({
  display: 'grid',
  gridTemplateColumns: '80px 44px 64px 44px 88px',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const countValue = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const stepButton = style({ ...touchButtonLook(vars.radius.md), justifyContent: 'center', padding: 0, fontSize: vars.fontSize.lg });

export const countInput = style({
  minHeight: vars.size.touch,
  width: '100%',
  boxSizing: 'border-box',
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const lineTotal = style({ textAlign: 'right', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const countTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});

export const movements = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
});
export const amountCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const figureSection = style({ paddingTop: vars.space.md, fontWeight: 700, textAlign: 'left' });
