import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 500 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, height: '100%', padding: vars.space.lg });

export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

// The person card's avatar, identity column and name are shared with the other person lists.
export { personAvatar as avatar, personIdentity as identity, personName as name } from '../common/common.css';

export const phone = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: '2px',
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, minWidth: 0, wordBreak: 'break-word' });

export const none = style({ color: vars.color.textMuted });

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minHeight: '49px',
});

export const since = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginLeft: 'auto' });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.xl,
});

export const pageStatus = style({ minWidth: '120px', textAlign: 'center', fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
