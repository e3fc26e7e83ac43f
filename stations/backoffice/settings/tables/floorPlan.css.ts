import { style } from '@vanilla-extract/css';
import { areaTabLook } from '../../../../shared/ui/theme/styleFragments';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.xxl });

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const areaTab = style(areaTabLook);

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, minmax(48px, 1fr))',
  gridTemplateRows: 'repeat(8, 56px)',
  overflowX: 'auto',
  gap: '4px',
  padding: '4px',
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const cell = style({
  border: `1px dotted ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-drop="true"]': { background: vars.color.primarySoft, borderColor: vars.color.primary } },
});

export const table = style({
  zIndex: 1,
  minWidth: 0,
  padding: '4px',
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  cursor: 'grab',
  overflow: 'hidden',
  selectors: {
    '&[data-shape="round"]': { borderRadius: '28px' },
    '&[data-selected="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.primary}` },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const palette = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const side = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const paletteTitle = style({ fontSize: vars.fontSize.sm, fontWeight: 700, margin: `0 0 ${vars.space.xs}` });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
