import { style } from '@vanilla-extract/css';
import { iconHolderLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.xl,
});

export const current = style({ borderColor: '#86efac', boxShadow: `0 0 0 1px #86efac, ${vars.shadow.card}` });

export const top = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const icon = style({ ...iconHolderLook('44px', vars.radius.md), flex: 'none', background: '#eef0f3', color: vars.color.text });

export const name = style({ fontSize: vars.fontSize.md, fontWeight: 700, lineHeight: 1.3, wordBreak: 'break-word' });

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const metaTerm = style({ color: vars.color.textMuted });

export const metaValue = style({ margin: 0, wordBreak: 'break-word' });

export const footer = style({ marginTop: 'auto', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', minHeight: '44px' });
