// POS terminal layout: header, menu (~70%) and cart (~30%) filling the viewport under the top bar, so the
// cart's buttons stay in reach on a 1024x768 tablet and a 1920x1080 counter screen.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme/tokens.css';

const STACKED = 'screen and (max-width: 760px)';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: `calc(100vh - ${vars.size.topBar} - 2 * ${vars.space.md})`,
  minHeight: '560px',
  '@media': { [STACKED]: { height: 'auto' } },
});

// The terminal uses the whole content area: no 1440px cap and a tighter frame than the back office pages.
globalStyle(`#main-content:has(> ${root})`, {
  maxWidth: 'none',
  padding: vars.space.md,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const title = style({
  fontSize: '22px',
  fontWeight: 700,
  lineHeight: 1.25,
  letterSpacing: '-0.01em',
});

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  display: 'grid',
  // About 70 / 30 (spec 2.5), the cart never under 380 px: its one-row lines keep their title beside the controls.
  gridTemplateColumns: 'minmax(0, 7fr) minmax(380px, 3fr)',
  gap: vars.space.md,
  '@media': { [STACKED]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const stateBox = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const squareButton = style({ selectors: { 'button&': { width: vars.size.touch, padding: 0, fontSize: '20px' } } });

// The header's Outbox button count (amber: waiting; red: an order needs attention), and the notice
// over the terminal while its menu is the one kept from the last visit.
const countBase = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: '24px',
  padding: '0 6px',
  borderRadius: '999px',
  color: '#ffffff',
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
});

export const outboxCount = style([countBase, { background: '#b45309' }]);

export const outboxAttention = style([countBase, { background: '#b91c1c' }]);

export const cachedMenu = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '2px solid #b45309',
  background: '#fffbeb',
  color: '#78350f',
  fontWeight: 600,
});
