import { style } from '@vanilla-extract/css';
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

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });

export const count = style({ marginTop: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });
