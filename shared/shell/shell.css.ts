import { globalStyle, style } from '@vanilla-extract/css';
import { keyCapLook, menuItemLook, menuOpenerLook, PHONE_MEDIA, stackedListLook } from '../ui/theme/styleFragments';
import { vars } from '../ui/theme/tokens.css';

const NARROW = 'screen and (max-width: 899px)';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.lg,
  top: '-100px',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.pop,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const layout = style({ minHeight: '100vh' });

// ---- Sidebar -------------------------------------------------------------------------------

export const sidebar = style({
  position: 'fixed',
  insetBlock: 0,
  left: 0,
  zIndex: vars.z.sidebarOverlay,
  width: vars.size.sidebar,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.sidebar,
  color: vars.color.sidebarText,
  transition: 'width 160ms ease',
  overflow: 'hidden',
});

// On a phone the 72 px rail would take a fifth of the screen: it leaves, and the top bar's menu button opens the
// sidebar over the page.
export const sidebarCollapsed = style({
  width: vars.size.sidebarRail,
  '@media': { [PHONE_MEDIA]: { visibility: 'hidden', transform: 'translateX(-100%)' } },
});

export const sidebarOverlay = style({ boxShadow: vars.shadow.pop });

export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: 39,
  background: vars.color.overlay,
  border: 'none',
  padding: 0,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  height: vars.size.topBar,
  flex: 'none',
  padding: `0 ${vars.space.lg}`,
  borderBottom: '1px solid rgba(255, 255, 255, 0.08)',
});

export const brandMark = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.md });

export const brandWord = style({ fontSize: '20px', fontWeight: 800, color: '#ffffff', letterSpacing: '-0.02em' });

export const brandClose = style({ marginLeft: 'auto', color: vars.color.sidebarText });

export const brandCollapsed = style({ justifyContent: 'center', padding: 0 });

export const userBlock = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg}`,
  borderBottom: '1px solid rgba(255, 255, 255, 0.08)',
  flex: 'none',
});

export const userBlockCollapsed = style({ justifyContent: 'center', padding: `${vars.space.lg} 0` });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  flex: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.02em',
  overflow: 'hidden',
});

export const avatarSmall = style({ width: '32px', height: '32px', fontSize: vars.fontSize.xs });

export const userText = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });

export const userName = style({
  fontWeight: 700,
  color: '#ffffff',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const userRole = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  color: '#fdba74',
});

export const userDesignation = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.sidebarMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
});

export const navSection = style(stackedListLook);

export const navHeading = style({
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.02em',
  color: vars.color.sidebarMuted,
});

export const navDivider = style({
  height: '1px',
  margin: `${vars.space.md} ${vars.space.sm}`,
  background: 'rgba(255, 255, 255, 0.12)',
});

export const navLink = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.sidebarText,
  textDecoration: 'none',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.sidebarHover, color: '#ffffff' },
    '&[aria-current="page"]': { background: vars.color.sidebarActive, color: '#ffffff', fontWeight: 700 },
    '&[aria-current="page"]::before': {
      content: '""',
      position: 'absolute',
      left: '-12px',
      top: '8px',
      bottom: '8px',
      width: '4px',
      borderRadius: '0 4px 4px 0',
      background: '#fb923c',
    },
  },
});

export const navLinkCollapsed = style({ justifyContent: 'center', padding: 0 });

export const navIcon = style({ flex: 'none' });

// ---- Main area and top bar -------------------------------------------------------------------

export const main = style({
  marginLeft: vars.size.sidebar,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  transition: 'margin-left 160ms ease',
});

export const mainCollapsed = style({ marginLeft: vars.size.sidebarRail, '@media': { [PHONE_MEDIA]: { marginLeft: 0 } } });

// Station pages (POS, Orders): the closed sidebar is no rail; it leaves the screen (as on a phone) at every width,
// and the page takes the whole width, until the top bar's menu button opens the sidebar over it.
globalStyle(`html[data-station] ${sidebarCollapsed}`, { visibility: 'hidden', transform: 'translateX(-100%)' });

globalStyle(`html[data-station] ${mainCollapsed}`, { marginLeft: 0 });

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: vars.size.topBar,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [PHONE_MEDIA]: { gap: vars.space.sm, padding: `0 ${vars.space.sm}` } },
});

export const topBarSpacer = style({ flex: 1 });

export const searchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  width: 'min(360px, 100%)',
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surface } },
  '@media': { [NARROW]: { width: 'auto' }, [PHONE_MEDIA]: { flex: '0 1 auto', minWidth: 0 } },
});

export const searchLabel = style({ flex: 1 });

export const kbd = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  padding: '2px 6px',
  ...keyCapLook(1, vars.color.border, vars.color.surface),
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  // A phone has no Ctrl K to press: the hint leaves room for the page.
  '@media': { [PHONE_MEDIA]: { display: 'none' } },
});

export const content = style({
  flex: 1,
  width: '100%',
  maxWidth: '1440px',
  padding: `${vars.space.xl} ${vars.space.xxl} ${vars.space.xxl}`,
  '@media': {
    [NARROW]: { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}` },
    [PHONE_MEDIA]: { padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}` },
  },
});

export const contentFocus = style({ selectors: { '&:focus': { outline: 'none' } } });

// ---- User menu -------------------------------------------------------------------------------

export const userMenu = style({ position: 'relative' });

export const userMenuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm} 0 ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  fontWeight: 600,
  ...menuOpenerLook({ borderColor: vars.color.border }),
});

export const userMenuName = style({
  maxWidth: '180px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // Out of sight on a phone but still read: it is the menu button's name.
  '@media': {
    [PHONE_MEDIA]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
  },
});

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  zIndex: vars.z.menu,
  minWidth: '220px',
  padding: vars.space.sm,
  margin: 0,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.pop,
});

export const menuItem = style({
  ...menuItemLook,
  textDecoration: 'none',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  textAlign: 'left',
  selectors: { '&:hover, &:focus': { background: vars.color.surfaceMuted, outline: 'none' } },
});

export const menuSeparator = style({ height: '1px', margin: `${vars.space.xs} 0`, background: vars.color.border });

export const menuItemDanger = style({ color: vars.color.danger });

// ---- Quick navigation --------------------------------------------------------------------------

export const quickInputWrap = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `0 ${vars.space.xl}`,
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  selectors: { '&:focus-within': { borderColor: vars.color.focus } },
});

export const quickInput = style({
  flex: 1,
  minHeight: vars.size.touch,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const quickList = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg}`,
  overflowY: 'auto',
  maxHeight: '50vh',
});

export const quickOption = style({
  ...menuItemLook,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.primarySoft, color: vars.color.primaryHover, fontWeight: 600 },
  },
});

export const quickPath = style({ marginLeft: 'auto', fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontFamily: vars.font.mono });

export const quickEmpty = style({ padding: `${vars.space.lg} ${vars.space.md}`, color: vars.color.textMuted });

export const quickHint = style({
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
