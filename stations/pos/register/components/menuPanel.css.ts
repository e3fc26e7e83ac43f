import { style } from '@vanilla-extract/css';
import { panelLook, textBoxIconLook, textBoxLook } from '../../../../shared/ui/theme/styleFragments';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 0, minWidth: 0 });

// On a narrow menu (a tablet in portrait) the search goes under the category button instead of cutting either.
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const filterButton = style({ flex: 'none', maxWidth: '100%' });

export const filterLabel = style({ overflowWrap: 'anywhere', whiteSpace: 'normal', textAlign: 'left' });

export const searchWrap = style({ position: 'relative', flex: '1 1 220px', minWidth: 0 });

export const searchIcon = style(textBoxIconLook);

export const searchInput = style({ width: '100%', ...textBoxLook, padding: `0 44px 0 40px` });

export const searchKbd = style({
  position: 'absolute',
  right: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  padding: '1px 7px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.mono,
  background: vars.color.surfaceMuted,
  pointerEvents: 'none',
});

export const clearSearch = style({ position: 'absolute', right: '2px', top: '50%', transform: 'translateY(-50%)' });

export const scroller = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingRight: '2px',
  // Keep the last row clear of the screen edge when scrolled to the end.
  paddingBottom: vars.space.sm,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(168px, 1fr))',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  height: '100%',
  padding: vars.space.md,
  ...panelLook,
  borderRadius: vars.radius.md,
});

export const cardTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: 1.3,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  // A fixed two-line box keeps prices and buttons aligned across the row.
  height: '2.6em',
  flex: 'none',
});

export const price = style({ fontWeight: 700, fontSize: '18px', color: vars.color.primaryHover, fontVariantNumeric: 'tabular-nums' });

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, lineHeight: 1.35 });

export const addButton = style({ selectors: { 'button&': { padding: `0 ${vars.space.md}`, flex: 'none' } } });

export const cardFooter = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const empty = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

/** The "showing N of M" line after the rendered cards: a whole row, also the trigger for the next step. */
export const more = style({
  gridColumn: '1 / -1',
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// The category line shares its row with the stock menu, so the title keeps the card's whole width.
export const cardMeta = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.xs });

// 44 px, as every target of the till.
export const stockButton = style({
  selectors: {
    'button&': {
      width: vars.size.touch,
      height: vars.size.touch,
      minHeight: vars.size.touch,
      padding: 0,
      flex: 'none',
      justifyContent: 'center',
    },
  },
});

// An 86'd item stays in its place, greyed, so the cashier sees it is out rather than wonder where it went.
export const cardOut = style([card, { opacity: 0.55, filter: 'grayscale(1)' }]);

export const outBadge = style({ fontSize: vars.fontSize.sm, fontWeight: 800, color: vars.color.danger });

export const lowBadge = style({ fontSize: vars.fontSize.sm, fontWeight: 800, color: '#b45309' });
