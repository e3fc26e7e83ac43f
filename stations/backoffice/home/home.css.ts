import { style } from '@vanilla-extract/css';
import { iconHolderLook, panelHeaderLook, panelLook, tileGridLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const counters = style(tileGridLook('repeat(auto-fit, minmax(200px, 1fr))'));

export const counter = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...panelLook,
});

export const counterIcon = style({
  ...iconHolderLook('48px', vars.radius.md),
  flex: 'none',
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const counterText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const counterValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1.15, fontVariantNumeric: 'tabular-nums' });

export const counterLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 500 });

/** What the counter counts (placed today, paid), under its label. */
export const counterNote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const panel = style({ padding: 0, overflow: 'hidden' });

export const panelHeader = style({
  ...panelHeaderLook(`${vars.space.md} ${vars.space.lg}`),
  alignItems: 'center',
  minHeight: '56px',
});

export const panelTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const panelLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  flex: 'none',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const empty = style({ padding: `${vars.space.xl} ${vars.space.lg}`, color: vars.color.textMuted, textAlign: 'center' });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const rowTime = style({ color: vars.color.text, fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const rowMain = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const rowTitle = style({ fontWeight: 600, wordBreak: 'break-word' });

export const rowMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const rank = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  flex: 'none',
  borderRadius: vars.radius.pill,
  background: '#eef0f3',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const orders = style({ flex: 'none', fontSize: vars.fontSize.sm, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });

export const more = style({ marginTop: vars.space.xl });

export const moreLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
