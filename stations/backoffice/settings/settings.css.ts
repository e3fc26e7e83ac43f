import { style } from '@vanilla-extract/css';
import { stackedListLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '210px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    // A 1024px tablet keeps the menu beside the content, a little narrower.
    'screen and (max-width: 1199px)': { gridTemplateColumns: '180px minmax(0, 1fr)', gap: vars.space.lg },
    'screen and (max-width: 899px)': { gridTemplateColumns: '1fr' },
  },
});

export const menu = style({
  position: 'sticky',
  top: `calc(${vars.size.topBar} + ${vars.space.lg})`,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { 'screen and (max-width: 899px)': { position: 'static' } },
});

export const menuList = style({
  ...stackedListLook,
  '@media': { 'screen and (max-width: 899px)': { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primaryHover, fontWeight: 700 },
  },
});

export const content = style({ minWidth: 0 });
