import { globalStyle, style } from '@vanilla-extract/css';
import { PHONE_MEDIA, toolbarLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const toolbar = style(toolbarLook);

export const showing = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const total = style({ fontWeight: 700 });

export const count = style({ marginTop: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Two lines in one cell (date and time, table and floor). */
export { cellMuted as muted, cellStack as stack } from '../common/common.css';

/** Names wrap between words only, and keep a readable width when the table is squeezed. */
export const person = style({ display: 'inline-block', minWidth: '7.5rem', overflowWrap: 'break-word' });

export const tableFrame = style({});

// Twelve columns: tighter cells than the settings tables, and the Action column pinned to the right edge
// while the rest scrolls (on a 1024 tablet the table is about twice the content width).
globalStyle(`${tableFrame} th, ${tableFrame} td`, { paddingLeft: vars.space.md, paddingRight: vars.space.md });
globalStyle(`${tableFrame} tr > :last-child`, {
  position: 'sticky',
  right: 0,
  background: vars.color.surface,
  boxShadow: `inset 1px 0 0 ${vars.color.border}, -6px 0 8px -6px rgba(16, 24, 40, 0.18)`,
});
globalStyle(`${tableFrame} thead tr > :last-child`, { background: vars.color.surfaceMuted });
globalStyle(`${tableFrame} tbody tr:hover > :last-child`, { background: '#fafbfc' });

// On a phone each invoice is a card (shared/ui/table.css.ts): what tells one from another (its number, date, total,
// customer) comes first, its buttons right under them, the other figures below. Nothing is pinned or scrolled.
globalStyle(`${tableFrame} tr > *, ${tableFrame} tbody tr:hover > *`, {
  '@media': { [PHONE_MEDIA]: { order: 2, position: 'static', boxShadow: 'none', background: 'none' } },
});
globalStyle(
  `${tableFrame} tr > [scope="row"], ${tableFrame} tr > [data-label="Date"], ${tableFrame} tr > [data-label="Total"], ${tableFrame} tr > [data-label="Customer"]`,
  { '@media': { [PHONE_MEDIA]: { order: 0 } } },
);
globalStyle(`${tableFrame} tr > :last-child, ${tableFrame} tbody tr:hover > :last-child`, {
  '@media': {
    [PHONE_MEDIA]: {
      order: 1,
      position: 'static',
      boxShadow: 'none',
      background: 'none',
      paddingBottom: vars.space.md,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

// The credit notes section under the invoices.
export const creditNotes = style({ marginTop: vars.space.xl });

export const sectionHeading = style({ fontSize: vars.fontSize.lg, fontWeight: 700, marginBottom: vars.space.md });
