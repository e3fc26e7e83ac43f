// 'Your Orders' board (spec 2.14): a TV facing the guests. Ready stands out: first, large and green.
// Three card sizes (DisplayPage.tsx picks one by how many orders the page shows): up to 60 fit 1920x1080.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shared/ui/theme/tokens.css';

const rootBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minHeight: '100%',
  selectors: {
    '&:fullscreen': { background: vars.color.page, padding: vars.space.xxl, overflowY: 'auto' },
  },
});

export type Density = 'large' | 'medium' | 'small';

export const root = styleVariants({
  large: [rootBase],
  medium: [rootBase],
  small: [rootBase, { gap: vars.space.md }],
});

// The board uses the whole width (the shell caps <main> at 1440px for reading).
globalStyle(`main:has(> ${rootBase})`, { maxWidth: 'none' });

export const pageIndicator = style({ fontSize: '30px', fontWeight: 800, color: '#111827', marginLeft: 'auto' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const title = style({ fontSize: '48px', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.01em' });

export const headerButton = style({ minHeight: '52px', fontSize: '18px' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const readyHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: '40px',
  fontWeight: 800,
  color: '#14532d',
});

export const preparingHeading = style({ fontSize: '34px', fontWeight: 800, color: '#1f2937' });

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '48px',
  height: '48px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: '#15803d',
  color: '#ffffff',
  fontSize: '28px',
});

export const readyGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: '20px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preparingGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: '16px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const readyCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '200px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: '#15803d',
  border: '4px solid #14532d',
  color: '#ffffff',
  boxShadow: vars.shadow.card,
});

export const readyToken = style({ fontSize: '104px', fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' });

export const readyLabel = style({ fontSize: '30px', fontWeight: 800, letterSpacing: '0.04em', textTransform: 'uppercase' });

export const preparingCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '150px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: '3px solid #9ca3af',
  color: '#111827',
  boxShadow: vars.shadow.card,
});

export const preparingToken = style({ fontSize: '68px', fontWeight: 800, lineHeight: 1, fontVariantNumeric: 'tabular-nums' });

const statusBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontSize: '22px',
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const status = {
  grey: style([statusBase, { background: '#e5e7eb', color: '#111827' }]),
  amber: style([statusBase, { background: '#fde68a', color: '#451a03' }]),
  green: style([statusBase, { background: '#dcfce7', color: '#14532d' }]),
};

export const nothingReady = style({ fontSize: '24px', color: vars.color.textMuted, fontWeight: 600 });

export const stateBox = style({ fontSize: '24px' });

// ---- Smaller cards as the board fills ---------------------------------------------------------------
// Medium: up to 30 orders; small: up to 60 (eleven preparing or ten ready cards a row at 1920 px).
const sizes = {
  medium: {
    readyMin: '200px',
    readyHeight: '140px',
    readyToken: '76px',
    readyLabel: '24px',
    prepMin: '160px',
    prepHeight: '112px',
    prepToken: '54px',
    gap: '14px',
  },
  small: {
    readyMin: '150px',
    readyHeight: '104px',
    readyToken: '56px',
    readyLabel: '20px',
    prepMin: '136px',
    prepHeight: '88px',
    prepToken: '42px',
    gap: '10px',
  },
};
for (const [density, size] of Object.entries(sizes) as Array<[Exclude<Density, 'large'>, (typeof sizes)['small']]>) {
  const within = root[density];
  globalStyle(`${within} ${readyGrid}`, { gridTemplateColumns: `repeat(auto-fill, minmax(${size.readyMin}, 1fr))`, gap: size.gap });
  globalStyle(`${within} ${preparingGrid}`, { gridTemplateColumns: `repeat(auto-fill, minmax(${size.prepMin}, 1fr))`, gap: size.gap });
  globalStyle(`${within} ${readyCard}`, { minHeight: size.readyHeight, padding: vars.space.sm });
  globalStyle(`${within} ${preparingCard}`, { minHeight: size.prepHeight, padding: vars.space.sm, gap: vars.space.xs });
  globalStyle(`${within} ${readyToken}`, { fontSize: size.readyToken });
  globalStyle(`${within} ${readyLabel}`, { fontSize: size.readyLabel });
  globalStyle(`${within} ${preparingToken}`, { fontSize: size.prepToken });
}
globalStyle(`${root.small} ${section}`, { gap: vars.space.sm });
globalStyle(`${root.small} ${readyHeading}`, { fontSize: '32px' });
globalStyle(`${root.small} ${preparingHeading}`, { fontSize: '28px' });
globalStyle(`${root.small} ${title}`, { fontSize: '40px' });
globalStyle(`${root.small} ${statusBase}`, { fontSize: '16px', padding: '2px 8px' });
