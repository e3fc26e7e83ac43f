// The kitchen's 86 panel: read at arm's length on the TV and tapped on a tablet, so 52 px rows and buttons (44 px
// at the least on a narrow screen) and big type; an 86'd row is struck in red, a low count amber.
import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/ui/theme/tokens.css';

const NARROW_MEDIA = 'screen and (max-width: 1279px)';

export const dialog = style({ width: 'min(1100px, 96vw)', maxWidth: 'min(1100px, 96vw)', fontSize: '20px' });

export const search = style({ display: 'grid', gap: '4px', marginBottom: vars.space.md });

export const searchLabel = style({ fontSize: '18px', fontWeight: 700 });

export const searchInput = style({
  minHeight: '52px',
  padding: `0 ${vars.space.md}`,
  fontSize: '22px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
});

export const lists = style({ display: 'grid', gap: vars.space.lg, maxHeight: 'min(64vh, 720px)', overflowY: 'auto' });

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '22px', fontWeight: 800 });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-out="true"]': { borderColor: '#b91c1c', background: '#fef2f2' } },
});

export const name = style({ display: 'flex', flexDirection: 'column', fontSize: '22px', fontWeight: 700 });

export const detail = style({ fontSize: '16px', fontWeight: 600, color: vars.color.textMuted });

export const words = style({ fontSize: '18px', fontWeight: 700 });

export const outWords = style([words, { color: '#b91c1c' }]);

export const lowWords = style([words, { color: '#92400e' }]);

export const rowActions = style({ display: 'flex', gap: vars.space.sm });

const button = style({
  minHeight: '52px',
  minWidth: '96px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: '20px',
  fontWeight: 800,
  cursor: 'pointer',
  '@media': { [NARROW_MEDIA]: { minHeight: '44px', minWidth: '72px', fontSize: '18px' } },
});

export const secondaryButton = style([
  button,
  { border: `2px solid ${vars.color.borderStrong}`, background: vars.color.surface, color: vars.color.text },
]);

export const outButton = style([button, { border: 'none', background: '#b91c1c', color: '#ffffff' }]);

export const liftButton = style([button, { border: 'none', background: '#15803d', color: '#ffffff' }]);

export const primaryButton = style([button, { border: 'none', background: vars.color.primary, color: vars.color.onPrimary }]);

export const countForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, gridColumn: '2 / 4' });

export const countField = style({ display: 'inline-flex', alignItems: 'center', gap: '6px', fontSize: '18px', fontWeight: 700 });

export const countInput = style({
  width: '110px',
  minHeight: '48px',
  padding: `0 ${vars.space.sm}`,
  fontSize: '22px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  '@media': { [NARROW_MEDIA]: { minHeight: '44px', width: '90px' } },
});
