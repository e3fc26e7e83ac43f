import { style } from '@vanilla-extract/css';
import { cardFootLook, toolbarLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const toolbar = style(toolbarLook);

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 500 });

export const top = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

// The person card's avatar, identity column and name are shared with the other person lists.
export { personAvatar as avatar, personIdentity as identity, personName as name } from '../common/common.css';

export const phone = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const none = style({ color: vars.color.textMuted });

export const footer = style({
  ...cardFootLook,
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
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
