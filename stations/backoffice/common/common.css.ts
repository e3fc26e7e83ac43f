import { style } from '@vanilla-extract/css';
import { iconHolderLook, panelLook, PHONE_MEDIA } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  minHeight: vars.size.touch,
});

export const sectionText = style({ flex: '1 1 auto', minWidth: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: 1.3 });

export const sectionDescription = style({ marginTop: '2px', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sectionActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: 'none' });

export const panel = style({
  ...panelLook,
});

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const gridCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
});

/** The customers' and reservations' cards want a little more room than the settings cards. */
export const wideCardGrid = style([cardGrid, { gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }]);

export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700, lineHeight: 1.3, wordBreak: 'break-word' });

export const cardMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cardFooter = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** Card buttons: smaller than page buttons so two fit a narrow card (`a&`/`button&` outrank the base class). */
export const compactButton = style({
  selectors: {
    'a&, button&': { minHeight: '40px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm, gap: '6px' },
  },
  // A phone is worked with a thumb: its cards have the width for full-height buttons.
  '@media': { [PHONE_MEDIA]: { selectors: { 'a&, button&': { minHeight: vars.size.touch } } } },
});

export const formPanel = style({ padding: vars.space.xl, maxWidth: '760px' });

/** A heading inside a form's panel, over its fields. */
export const panelHeading = style({ fontSize: vars.fontSize.md, fontWeight: 700, marginBottom: vars.space.lg });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.md, marginTop: vars.space.sm });

export const breadcrumb = style({ marginBottom: vars.space.md, fontSize: vars.fontSize.sm });

export const breadcrumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
});

export const breadcrumbItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const breadcrumbLink = style({
  color: vars.color.textMuted,
  fontWeight: 500,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const breadcrumbCurrent = style({ color: vars.color.text, fontWeight: 600, wordBreak: 'break-word' });

// A card's details as a list of terms and their values (a customer's email, a reservation's table).
export const detailList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: '2px',
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const detailTerm = style({ color: vars.color.textMuted });

export const detailValue = style({ margin: 0, minWidth: 0, wordBreak: 'break-word' });

// Table cells of two lines (date and time, name and username, table and floor): the second smaller and muted.
export const cellStack = style({ display: 'flex', flexDirection: 'column', lineHeight: 1.3 });

export const cellMuted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Person cards (users, customers): initials avatar, the identity column and the name.
export const personAvatar = style({
  ...iconHolderLook('44px', vars.radius.pill),
  flex: 'none',
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const personIdentity = style({ flex: 1, minWidth: 0 });

export const personName = style({ fontSize: vars.fontSize.md, fontWeight: 700, lineHeight: 1.3, wordBreak: 'break-word' });
