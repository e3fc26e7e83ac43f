import { style } from '@vanilla-extract/css';
import { cardFootLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, height: '100%', padding: vars.space.lg });

export const top = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

// The person card's avatar, identity column and name are shared with the other person lists.
export { personAvatar as avatar, personIdentity as identity, personName as name } from '../common/common.css';

export const username = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, wordBreak: 'break-all' });

export const designation = style({ fontSize: vars.fontSize.sm });

export const contact = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, wordBreak: 'break-word' });

export const scopes = style({ minHeight: '28px' });

export const scopeList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const scopeChip = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: '#eef0f3',
  color: '#374151',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.02em',
});

export const scopeMore = style([scopeChip, { background: 'transparent', color: vars.color.textMuted }]);

export const scopeNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ ...cardFootLook, flexWrap: 'wrap' });

/** The user form's permission grid wants three columns on a laptop. */
export const wideDialog = style({ maxWidth: '760px' });

export const resetFor = style({ color: vars.color.textMuted });

/** Delete sits apart at the row's end (or the next row's end when the card is narrow). */
export const deleteAction = style({ marginLeft: 'auto' });
