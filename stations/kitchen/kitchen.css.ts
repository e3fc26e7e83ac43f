// Kitchen TV (spec 2.7): read from 3 m on 1920x1080, so big type (tokens and item lines 24-28 px),
// thick edges and strong contrast (text/background pairs at least 7:1, chips and badges at least 4.5:1). Tickets
// flow top to bottom in columns of a fixed height, oldest first, a page of columns at a time (boardPages.ts: 10+
// three-line tickets on one page beside the all-day panel). A ticket that fits a column starts in the next column
// when the rest of this one is too short (whole tickets read faster); a ticket taller than a column continues at
// the top of the next one (or the next page), between two lines.
// Over 300 lines on purpose: the screen's frame and one ticket's parts (header, status row, lines) are sized
// against each other to fit 10+ tickets at 1920x1080, so they stay in one file. The all-day panel: allDay.css.ts.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shared/ui/theme/tokens.css';
import { pillLook } from '../../shared/ui/theme/styleFragments';

/** A TV-sized screen: ticket columns of the screen's height. Smaller (a tablet): a grid that scrolls down. */
const COLUMNS_MEDIA = 'screen and (min-width: 1280px) and (min-height: 720px)';
/** Wide enough for the all-day panel beside the tickets (else it sits above them as one line of chips). */
export const SIDE_PANEL_MEDIA = 'screen and (min-width: 1280px)';
const FOCUS = '#1d4ed8';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    // The screen, minus the top bar and the page's padding: the ticket columns get the rest.
    [COLUMNS_MEDIA]: { height: `calc(100dvh - ${vars.size.topBar} - 24px)` },
  },
  selectors: {
    '&:fullscreen': { background: vars.color.page, padding: vars.space.lg, height: '100dvh' },
  },
});

// The TV uses the whole width and height, not the back office's reading width and padding.
globalStyle(`main:has(> ${root})`, { maxWidth: 'none', padding: '12px 20px' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  flex: 'none',
});

export const NARROW_MEDIA = 'screen and (max-width: 1279px)';

export const title = style({
  fontSize: '36px',
  fontWeight: 800,
  lineHeight: 1.1,
  letterSpacing: '-0.01em',
  '@media': { [NARROW_MEDIA]: { fontSize: '28px' } },
});

export const subtitle = style({ marginTop: '2px', fontSize: '18px', color: vars.color.textMuted, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const headerButton = style({
  minHeight: '52px',
  fontSize: '19px',
  padding: `0 ${vars.space.lg}`,
  '@media': { [NARROW_MEDIA]: { minHeight: '44px', fontSize: '17px', padding: `0 ${vars.space.md}` } },
});

export const pressed = style({ background: '#1f2937', color: '#ffffff', borderColor: '#1f2937' });

globalStyle(`${pressed}:hover:not(:disabled)`, { background: '#111827', color: '#ffffff' });

export const stationPicker = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: '19px', fontWeight: 700 });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const stationSelect = style({
  minHeight: '52px',
  maxWidth: '220px',
  padding: `0 ${vars.space.md}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '19px',
  fontWeight: 700,
  '@media': { [NARROW_MEDIA]: { minHeight: '44px', fontSize: '17px' } },
});

export const stateBox = style({ fontSize: '24px' });

// ---- Board: ticket columns and the all-day panel --------------------------------------------------

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: 0,
  flex: 1,
  '@media': { [SIDE_PANEL_MEDIA]: { flexDirection: 'row-reverse' } },
});

/** The page's window onto the board: clips the columns of the other pages (never scrolls: a page is turned). */
export const gridViewport = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  flex: 1,
  position: 'relative',
  '@media': { [COLUMNS_MEDIA]: { overflow: 'clip' } },
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(360px, 100%), 1fr))',
  gap: '12px',
  alignItems: 'start',
  margin: 0,
  padding: '6px',
  listStyle: 'none',
  minWidth: 0,
  flex: 1,
  '@media': {
    [COLUMNS_MEDIA]: {
      display: 'block',
      // Four columns beside the all-day panel at 1920 px.
      columnWidth: '300px',
      columnGap: '14px',
      columnFill: 'auto',
      height: '100%',
      overflow: 'visible',
    },
  },
});

export const gridItem = style({ breakInside: 'avoid', '@media': { [COLUMNS_MEDIA]: { marginBottom: '12px' } } });

// A ticket split across two columns (or pages) says so at the cut: each part keeps its frame, and the part in the
// next column starts with the token and "cont." (continuedLines.ts marks that line).
globalStyle(`${gridItem} article`, { boxDecorationBreak: 'clone', WebkitBoxDecorationBreak: 'clone' });

// ---- Card -----------------------------------------------------------------------------------------

const cardBase = style({
  background: vars.color.surface,
  border: '2px solid #9ca3af',
  borderLeftWidth: '12px',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  outline: 'none',
  selectors: {
    // The keyboard's focus frame (arrows move it, Enter bumps): thick and blue, outside the age colour.
    '&[data-focused="true"]': { boxShadow: `0 0 0 6px ${FOCUS}` },
  },
});

export const card = styleVariants({
  fresh: [cardBase],
  warn: [cardBase, { borderColor: '#b45309' }],
  late: [cardBase, { borderColor: '#b91c1c' }],
  ready: [cardBase, { borderColor: '#15803d' }],
});

const cardHeaderBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `2px ${vars.space.sm}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  breakInside: 'avoid',
  breakAfter: 'avoid',
});

export const cardHeader = styleVariants({
  fresh: [cardHeaderBase, { background: '#f3f4f6' }],
  warn: [cardHeaderBase, { background: '#fef3c7' }],
  late: [cardHeaderBase, { background: '#fee2e2' }],
  ready: [cardHeaderBase, { background: '#dcfce7' }],
});

export const tokenBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1 });

export const tokenLabel = style({
  fontSize: '13px',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: '#374151',
});

export const token = style({ fontSize: '34px', fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: '#111827' });

export const titleBlock = style({ minWidth: 0 });

export const cardTitle = style({ fontSize: '17px', fontWeight: 800, lineHeight: 1.05, overflowWrap: 'break-word', color: '#111827' });

export const floor = style({ fontSize: '18px', fontWeight: 600, color: '#374151' });

// A course fired after Send: the cook must not miss it.
export const fireCue = style({
  fontSize: '20px',
  fontWeight: 800,
  color: '#fff',
  background: '#b91c1c',
  padding: '0 6px',
  width: 'fit-content',
});

// The minutes and their unit share a baseline.
const ageBase = style({
  ...pillLook({ padding: `2px ${vars.space.sm}`, fontSize: '26px', fontWeight: 800 }),
  alignItems: 'baseline',
  gap: '4px',
  fontVariantNumeric: 'tabular-nums',
  color: '#ffffff',
});

export const age = styleVariants({
  fresh: [ageBase, { background: '#374151' }],
  warn: [ageBase, { background: '#92400e' }],
  late: [ageBase, { background: '#b91c1c' }],
  ready: [ageBase, { background: '#166534' }],
});

export const ageUnit = style({ fontSize: '15px', fontWeight: 700 });

export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderBottom: `2px solid ${vars.color.border}`,
  // The header and status row stay with the first line: a part of a ticket never holds only its header.
  breakInside: 'avoid',
  breakAfter: 'avoid',
});

const badgeBase = style({
  ...pillLook({ minHeight: '40px', padding: `0 ${vars.space.xs} 0 ${vars.space.md}`, fontSize: '19px', fontWeight: 800 }),
  gap: '2px',
  border: '2px solid transparent',
});

/** Spec 4: Not Started grey, In Progress and Almost Ready amber, Ready green. */
export const kitchenBadge = styleVariants({
  grey: [badgeBase, { background: '#e5e7eb', color: '#111827', borderColor: '#6b7280' }],
  amber: [badgeBase, { background: '#fde68a', color: '#451a03', borderColor: '#b45309' }],
  green: [badgeBase, { background: '#15803d', color: '#ffffff', borderColor: '#14532d' }],
});

/** The badge is the menu's face: the button itself adds nothing but the focus ring and a touch-sized target. */
export const statusMenuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'none',
  cursor: 'pointer',
});

globalStyle(`${statusMenuButton}:hover > span, ${statusMenuButton}[aria-expanded="true"] > span`, { filter: 'brightness(0.93)' });

export const statusMenu = style({ display: 'contents' });

export const bumpButton = style({
  marginLeft: 'auto',
  minHeight: '44px',
  minWidth: '96px',
  padding: `0 ${vars.space.lg}`,
  border: '2px solid #111827',
  borderRadius: vars.radius.md,
  background: '#111827',
  color: '#ffffff',
  fontSize: '20px',
  fontWeight: 800,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: '#374151' },
    '&:disabled': { opacity: 0.55, cursor: 'progress' },
    '&[data-ready="true"]': { background: '#15803d', borderColor: '#14532d' },
  },
});

/** Expo: each station's part of the ticket, done or not: 20 px, dark text on a light fill (over 7:1). */
export const stationChips = style({ display: 'flex', flexWrap: 'wrap', gap: '4px', marginTop: '2px' });

const chipBase = style({
  padding: '0 8px',
  borderRadius: vars.radius.pill,
  fontSize: '20px',
  fontWeight: 700,
  lineHeight: 1.15,
  border: '2px solid',
  // One line: a long station name ends in an ellipsis (its full name is the chip's title) rather than growing the
  // ticket.
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const stationChip = styleVariants({
  open: [chipBase, { background: '#ffffff', color: '#1f2937', borderColor: '#6b7280' }],
  done: [chipBase, { background: '#dcfce7', color: '#14532d', borderColor: '#15803d' }],
});

export const items = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `1px ${vars.space.xs} 1px ${vars.space.sm}`,
  // A line, its add-ons and its note are read together: a column break never falls inside them (else a note
  // would start the next column above another dish).
  breakInside: 'avoid',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** The first line of a ticket's part in the next column: the token and "cont." above it (continuedLines.ts). */
globalStyle(`${item}[data-continued]::before`, {
  content: 'attr(data-continued)',
  gridColumn: '1 / -1',
  // Across the whole line, up to its frame.
  margin: `-1px calc(-1 * ${vars.space.xs}) 2px calc(-1 * ${vars.space.sm})`,
  padding: `2px ${vars.space.sm}`,
  background: '#e5e7eb',
  color: '#111827',
  fontSize: '22px',
  fontWeight: 800,
  lineHeight: 1.3,
});

/** A word wider than the room beside the button even at 24 px (nameFit.ts): the button goes under the name. */
globalStyle(`${item}[data-stacked]`, { gridTemplateColumns: '1fr', justifyItems: 'start' });

export const itemText = style({ minWidth: 0 });

export const itemClosed = style({ background: '#f9fafb' });

/** Another station's line: there for context, quiet and smaller, no buttons. */
export const itemOther = style({ paddingTop: '4px', paddingBottom: '4px', background: '#f3f4f6', color: '#4b5563' });

export const quantity = style({
  marginRight: '6px',
  fontSize: 'inherit',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  color: '#111827',
});

export const quantityOther = style({ marginRight: '6px', fontSize: '20px', fontWeight: 700, color: '#4b5563' });

// 28 px on a TV (read from 3 m), a long name down to 24 px (nameFit.ts); a tablet is read from closer. Names wrap
// at spaces only: a word never breaks (in the one case no layout fits it, a button-wide column, it may).
export const itemTitle = style({
  fontSize: '24px',
  fontWeight: 700,
  lineHeight: 1.05,
  color: '#111827',
  overflowWrap: 'normal',
  wordBreak: 'normal',
  hyphens: 'manual',
  '@media': { [COLUMNS_MEDIA]: { fontSize: '28px' } },
});

export const itemTitleOther = style({ fontSize: '20px', fontWeight: 600, lineHeight: 1.25, color: '#4b5563', overflowWrap: 'normal' });

export const itemTitleCancelled = style({ textDecoration: 'line-through', color: '#4b5563' });

/** A line added after the order was sent, until bumped: white on blue, before the name. */
export const newBadge = style({
  marginRight: '8px',
  padding: '0 6px',
  borderRadius: '4px',
  background: '#1d4ed8',
  color: '#fff',
  fontSize: '18px',
});

export const itemDetail = style({ fontSize: '20px', lineHeight: 1.3, color: '#374151', overflowWrap: 'break-word' });

// NO and EXTRA change the dish: the cook must not miss them. The kind's word is drawn by the style sheet, not
// the script: the kitchen's first download has no room to spare (bench/bundle-budgets.json).
globalStyle(`${itemText} > [data-kind]`, { fontSize: '20px', lineHeight: 1.3, color: '#374151', overflowWrap: 'break-word', margin: 0 });
globalStyle(`${itemText} > [data-kind="NO"], ${itemText} > [data-kind="EXTRA"]`, { fontWeight: 800, color: '#111827' });
globalStyle(`${itemText} > [data-kind="NO"]::before`, { content: '"NO "' });
globalStyle(`${itemText} > [data-kind="EXTRA"]::before`, { content: '"EXTRA "' });
globalStyle(`${itemText} > [data-kind="ON_SIDE"]::before`, { content: '"ON SIDE "' });

export const itemNotes = style({ fontSize: '20px', fontWeight: 700, lineHeight: 1.3, color: '#7c2d12', overflowWrap: 'break-word' });

const itemButtonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  // Two short lines ("Start / Making") leave the dish name the width of the ticket.
  maxWidth: '92px',
  padding: '2px 6px',
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  color: '#ffffff',
  fontSize: '17px',
  fontWeight: 800,
  lineHeight: 1.05,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'progress' } },
});

/** Start Making: the brand orange; Complete: green, the colour of done. */
export const itemButton = styleVariants({
  start: [
    itemButtonBase,
    { background: vars.color.primary, selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } } },
  ],
  complete: [itemButtonBase, { background: '#15803d', selectors: { '&:hover:not(:disabled)': { background: '#166534' } } }],
});

export const itemState = style({
  fontSize: '19px',
  fontWeight: 700,
  color: '#374151',
  whiteSpace: 'nowrap',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
});

export const itemDone = style({ color: vars.color.success });

export const stationTag = style({ fontSize: '16px', lineHeight: '26px', fontWeight: 700, color: '#4b5563', whiteSpace: 'nowrap' });

// ---- Pages: where the screen stands and where new tickets landed ----------------------------------

export const pager = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.sm });

export const pageButton = style({
  minWidth: '48px',
  minHeight: '48px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: '#111827',
  fontSize: '26px',
  fontWeight: 800,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
});

export const pageIndicator = style({ fontSize: '22px', fontWeight: 800, color: '#111827', whiteSpace: 'nowrap' });

/** New tickets on another page: amber, like a ticket turning, over the board's corner (so the page keeps its
 * size), and a button that goes there. */
export const newTicketsCue = style({
  position: 'absolute',
  right: '12px',
  bottom: '12px',
  zIndex: 1,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.35)',
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  border: '3px solid #b45309',
  borderRadius: vars.radius.pill,
  background: '#fde68a',
  color: '#451a03',
  fontSize: '22px',
  fontWeight: 800,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
});
