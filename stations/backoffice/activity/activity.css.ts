import { globalStyle, style } from '@vanilla-extract/css';
import { PHONE_MEDIA } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 18rem))',
  alignItems: 'end',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

/** Two lines in one cell (date and time, name and username). */
export { cellMuted as muted, cellStack as stack } from '../common/common.css';

export const summary = style({ minWidth: '16rem', overflowWrap: 'anywhere' });

// On a phone an entry is a card of two cells a line (shared/ui/table.css.ts): its sentence gets the whole line.
globalStyle(`td:has(> ${summary})`, { '@media': { [PHONE_MEDIA]: { gridColumn: '1 / -1' } } });

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });

export const count = style({ marginTop: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });
