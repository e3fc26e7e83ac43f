// Kitchen TV (spec 2.7, issue 5): read from 3 m on 1920x1080, so big type, thick edges and strong contrast
// (every text/background pair here is at least 7:1, the age chips and badges at least 4.5:1).
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../shared/ui/theme/tokens.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minHeight: '100%',
  selectors: {
    '&:fullscreen': { background: vars.color.page, padding: vars.space.xl, overflowY: 'auto' },
  },
});

// The TV uses the whole width, not the back office's reading width (the shell caps <main> at 1440px).
globalStyle(`main:has(> ${root})`, { maxWidth: 'none' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.lg,
});

export const title = style({ fontSize: '40px', fontWeight: 800, lineHeight: 1.1, letterSpacing: '-0.01em' });

export const subtitle = style({ marginTop: vars.space.xs, fontSize: '20px', color: vars.color.textMuted, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const headerButton = style({ minHeight: '56px', fontSize: '20px', padding: `0 ${vars.space.xl}` });

export const pressed = style({ background: '#1f2937', color: '#ffffff', borderColor: '#1f2937' });

globalStyle(`${pressed}:hover:not(:disabled)`, { background: '#111827', color: '#ffffff' });

export const grid = style({
  display: 'grid',
  // 500px keeps a title, a quantity and a 170px button on one line at 24px type (3 columns on 1920 wide).
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(500px, 100%), 1fr))',
  gap: '20px',
  alignItems: 'start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stateBox = style({ fontSize: '24px' });

// ---- Card -----------------------------------------------------------------------------------------

const cardBase = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: '2px solid #9ca3af',
  borderLeftWidth: '12px',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const card = styleVariants({
  fresh: [cardBase],
  warn: [cardBase, { borderColor: '#b45309' }],
  late: [cardBase, { borderColor: '#b91c1c' }],
});

const cardHeaderBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
});

export const cardHeader = styleVariants({
  fresh: [cardHeaderBase, { background: '#f3f4f6' }],
  warn: [cardHeaderBase, { background: '#fef3c7' }],
  late: [cardHeaderBase, { background: '#fee2e2' }],
});

export const tokenBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1 });

export const tokenLabel = style({ fontSize: '16px', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: '#374151' });

export const token = style({ fontSize: '52px', fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: '#111827' });

export const titleBlock = style({ minWidth: 0 });

export const cardTitle = style({ fontSize: '28px', fontWeight: 800, lineHeight: 1.15, overflowWrap: 'break-word', color: '#111827' });

export const floor = style({ marginTop: '2px', fontSize: '20px', fontWeight: 600, color: '#374151' });

const ageBase = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '4px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontSize: '26px',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: '#ffffff',
});

export const age = styleVariants({
  fresh: [ageBase, { background: '#374151' }],
  warn: [ageBase, { background: '#92400e' }],
  late: [ageBase, { background: '#b91c1c' }],
});

export const ageUnit = style({ fontSize: '18px', fontWeight: 700 });

export const statusRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `2px solid ${vars.color.border}`,
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  fontSize: '22px',
  fontWeight: 800,
  whiteSpace: 'nowrap',
  border: '2px solid transparent',
});

/** Spec 4: Not Started grey, In Progress and Almost Ready amber, Ready green. */
export const kitchenBadge = styleVariants({
  grey: [badgeBase, { background: '#e5e7eb', color: '#111827', borderColor: '#6b7280' }],
  amber: [badgeBase, { background: '#fde68a', color: '#451a03', borderColor: '#b45309' }],
  green: [badgeBase, { background: '#15803d', color: '#ffffff', borderColor: '#14532d' }],
});

export const statusMenuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '52px',
  padding: `0 ${vars.space.lg}`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '20px',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted, borderColor: vars.color.textMuted },
  },
});

export const items = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const itemClosed = style({ background: '#f9fafb' });

export const quantity = style({
  minWidth: '56px',
  fontSize: '28px',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  color: '#111827',
});

export const itemText = style({ minWidth: 0 });

export const itemTitle = style({ fontSize: '24px', fontWeight: 700, lineHeight: 1.25, color: '#111827', overflowWrap: 'break-word' });

export const itemTitleCancelled = style({ textDecoration: 'line-through', color: '#4b5563' });

export const itemDetail = style({ marginTop: '2px', fontSize: '20px', lineHeight: 1.3, color: '#374151', overflowWrap: 'break-word' });

export const itemNotes = style({
  marginTop: vars.space.xs,
  fontSize: '20px',
  fontWeight: 700,
  lineHeight: 1.3,
  color: '#7c2d12',
  overflowWrap: 'break-word',
});

const itemButtonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '56px',
  minWidth: '170px',
  padding: `0 ${vars.space.lg}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  color: '#ffffff',
  fontSize: '21px',
  fontWeight: 800,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'progress' } },
});

/** Start Making: the brand orange; Complete: green, the colour of done. */
export const itemButton = styleVariants({
  start: [itemButtonBase, { background: vars.color.primary, selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } } }],
  complete: [itemButtonBase, { background: '#15803d', selectors: { '&:hover:not(:disabled)': { background: '#166534' } } }],
});

export const itemState = style({ fontSize: '20px', fontWeight: 700, color: '#374151', whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', gap: '6px' });

export const itemDone = style({ color: vars.color.success });
