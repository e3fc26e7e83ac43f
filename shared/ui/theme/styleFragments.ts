// Looks several components share, as style rules to spread into their style() calls (build time only: no bundle
// carries this module, only the CSS it helps write).
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './tokens.css';

/** The outline of a touch control (text boxes, outlined buttons, area tabs): touch-high, a strong border on the surface. */
export function outlinedControlLook(padding: string, borderRadius: string) {
  return {
    minHeight: vars.size.touch,
    padding: `0 ${padding}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius,
    background: vars.color.surface,
  } satisfies StyleRule;
}

/** A text box (form fields, search boxes, the login form): touch-sized, bordered, with the focus ring. */
export const textBoxLook = {
  ...outlinedControlLook(vars.space.md, vars.radius.md),
  fontSize: vars.fontSize.md,
  selectors: { '&:focus': { outline: 'none', borderColor: vars.color.focus, boxShadow: '0 0 0 3px rgba(37, 99, 235, 0.2)' } },
} satisfies StyleRule;

/** A touch-sized outlined button (the Orders find's chips, the pay sheet's pills and quick amounts), rounded as given. */
export function touchButtonLook(borderRadius: string) {
  return {
    ...outlinedControlLook(vars.space.md, borderRadius),
    minWidth: vars.size.touch,
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.text,
    fontWeight: 600,
    cursor: 'pointer',
  } satisfies StyleRule;
}

/** An area's tab over a floor (the till's floor, the back office's floor plan): a pill, filled while it is the chosen one. */
export const areaTabLook = {
  ...outlinedControlLook(vars.space.lg, vars.radius.pill),
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.text, color: vars.color.surface, borderColor: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
} satisfies StyleRule;

/** The icon inside the start of a text box (a search box's magnifier): the box keeps room for it. */
export const textBoxIconLook = {
  position: 'absolute',
  left: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
} satisfies StyleRule;

/** A raised panel on the page (cards, tables, the POS panels): white, bordered, rounded, with the card shadow. */
export const panelLook = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
} satisfies StyleRule;

/** A box set off by a thin rule inside a panel or dialog (a group of fields, a block of figures, one check of a split). */
export function framedBoxLook(padding: string) {
  return { padding, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md } satisfies StyleRule;
}

/** A list laid out as a column of rows with no bullets (the sidebar's sections, the settings menu). */
export const stackedListLook = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
} satisfies StyleRule;

/** One row of a dropdown menu or list (the user menu, the menu button, quick navigation): full width, touch-sized, unframed until hovered. */
export const menuItemLook = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
} satisfies StyleRule;

/** A list of figure tiles (the home page's counters, the reports' tiles): a grid without bullets, set off from what follows. */
export function tileGridLook(gridTemplateColumns: string) {
  return {
    display: 'grid',
    gridTemplateColumns,
    gap: vars.space.lg,
    listStyle: 'none',
    margin: `0 0 ${vars.space.xl}`,
    padding: 0,
  } satisfies StyleRule;
}

/** A panel's header row: its title at the start, a link or actions at the end, a rule under it. */
export function panelHeaderLook(padding: string) {
  return {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding,
    borderBottom: `1px solid ${vars.color.border}`,
  } satisfies StyleRule;
}

/** A status pill of the given size (an order line's status, a kitchen ticket's badge and age): one line, round ends. */
export function pillLook(size: { minHeight?: string; padding: string; fontSize: string; fontWeight: number }) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: vars.radius.pill,
    whiteSpace: 'nowrap',
    ...size,
  } satisfies StyleRule;
}

/** A keyboard key drawn in text (the shortcut hints): a mono-spaced label on a key cap whose lower edge is twice as thick. */
export function keyCapLook(edge: 1 | 2, borderColor: string, background: string) {
  return {
    border: `${edge}px solid ${borderColor}`,
    borderBottomWidth: `${edge * 2}px`,
    borderRadius: vars.radius.sm,
    background,
    fontFamily: vars.font.mono,
  } satisfies StyleRule;
}

/** A button that opens a menu: tinted, its border drawn, while it is hovered or its menu is open. */
export function menuOpenerLook(open: { borderColor: string; color?: string }) {
  return {
    cursor: 'pointer',
    selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted, ...open } },
  } satisfies StyleRule;
}

/** A card's last row (its buttons, its date) set off by a rule, at the card's foot whatever its height. */
export const cardFootLook = {
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  gap: vars.space.sm,
} satisfies StyleRule;

/** A square or round holder with one icon (or initials) in its middle. */
export function iconHolderLook(size: string, borderRadius: string) {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    borderRadius,
  } satisfies StyleRule;
}

/** The row under a page's header: a search box or filters at the start, a status or actions at the end. */
export const toolbarLook = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
} satisfies StyleRule;

/** A page of its own (login, no access, not found): its content in the middle of the window. */
export const centeredPageLook = {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
} satisfies StyleRule;

/** A phone held upright (390 px wide and the like): the back office drops its rail and turns tables into cards. */
export const PHONE_MEDIA = 'screen and (max-width: 599px)';
