import { globalStyle, style } from '@vanilla-extract/css';
import { panelLook, tileGridLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

/** Side by side when the content area is wide enough for a readable chart next to the list. */
const WIDE = 'screen and (min-width: 1200px)';
const NARROW = 'screen and (max-width: 699px)';

export const tiles = style({
  ...tileGridLook('repeat(4, minmax(0, 1fr))'),
  '@media': { [NARROW]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.lg}`,
  ...panelLook,
  minWidth: 0,
});

export const tileLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const tileValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: 1.2,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** The figure and, under it, what it counts (placed or paid): together at the foot of the tile. */
export const tileFigure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const tileNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)' } },
});

export const panel = style({ padding: vars.space.lg, minWidth: 0 });

export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: 1.3, marginBottom: vars.space.md });

export const figure = style({ margin: 0 });

export const chart = style({ width: '100%', minHeight: '260px' });

export const chartPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '260px',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const caption = style({ marginTop: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// uPlot's legend under the chart: quieter than its defaults, in the page's font.
globalStyle(`${chart} .u-legend`, { fontSize: vars.fontSize.sm, color: vars.color.text, marginTop: vars.space.xs });

export const topList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const topItem = style({
  display: 'grid',
  gridTemplateColumns: '28px minmax(0, 1fr) auto',
  gridTemplateAreas: '"rank title price" "rank count count"',
  columnGap: vars.space.md,
  rowGap: '2px',
  alignItems: 'center',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const topRank = style({
  gridArea: 'rank',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.pill,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const topTitle = style({ gridArea: 'title', fontWeight: 600, overflowWrap: 'anywhere' });

export const topPrice = style({ gridArea: 'price', fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

export const topCount = style({ gridArea: 'count', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Tips per user and day under the billing tiles.
export const tipsTable = style({
  width: '100%',
  marginTop: vars.space.md,
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'left',
});
