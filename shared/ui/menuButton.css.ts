import { style, styleVariants } from '@vanilla-extract/css';
import { menuItemLook } from './theme/styleFragments';
import { vars } from './theme/tokens.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const menu = style({
  position: 'absolute',
  top: 'calc(100% + 6px)',
  zIndex: vars.z.menu,
  minWidth: '200px',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.pop,
});

export const align = styleVariants({
  start: { left: 0 },
  end: { right: 0 },
});

const itemBase = style({
  ...menuItemLook,
  fontSize: vars.fontSize.md,
  fontWeight: 500,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"]), &:focus-visible': { background: vars.color.surfaceMuted, outline: 'none' },
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const item = styleVariants({
  md: [itemBase],
  // Kitchen TV: big targets and type.
  lg: [itemBase, { minHeight: '60px', fontSize: '24px', padding: `0 ${vars.space.lg}` }],
});

export const danger = style({ color: vars.color.danger });

export const checkSlot = style({ display: 'inline-flex', width: '22px', flex: 'none', color: vars.color.success });
