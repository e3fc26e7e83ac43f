// Reports › modifier sales and 86 history: two panels side by side on a laptop, stacked on a tablet or phone; wide
// tables scroll sideways inside their panel rather than the page.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const panels = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  marginTop: vars.space.lg,
  '@media': { 'screen and (min-width: 1200px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const scroller = style({ overflowX: 'auto' });

export const row = style({ borderTop: `1px solid ${vars.color.border}`, height: '40px' });

export const choice = style({ fontWeight: 400, textAlign: 'left' });

export const kind = style({ fontWeight: 800 });

export const number = style({ textAlign: 'right' });

export const muted = style({ color: vars.color.textMuted, fontWeight: 400 });

export const out = style({ color: '#b91c1c', fontWeight: 700 });

export const more = style({ marginTop: vars.space.md, minHeight: '44px' });
