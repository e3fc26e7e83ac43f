// 'Your Orders' board (spec 2.14, issue 5): a TV facing the guests. Ready stands out: first, large and green.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../shared/ui/theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minHeight: '100%',
  selectors: {
    '&:fullscreen': { background: vars.color.page, padding: vars.space.xxl, overflowY: 'auto' },
  },
});

// The board uses the whole width (the shell caps <main> at 1440px for reading).
globalStyle(`main:has(> ${root})`, { maxWidth: 'none' });

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
