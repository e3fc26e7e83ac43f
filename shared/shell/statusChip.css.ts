import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../ui/theme/tokens.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // The search button gives way on a narrow top bar, never the chip or the user menu; past a third of the
  // screen the chip's lines are cut (its title holds the whole text).
  flex: '0 0 auto',
  minWidth: 0,
  overflow: 'hidden',
  minHeight: '32px',
  maxWidth: 'min(420px, 32vw)',
  padding: `3px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
});

// Colours with text contrast ≥ 7:1 on their backgrounds; the word carries the meaning, not the colour alone.
export const chip = styleVariants({
  online: [base, { background: '#ecfdf3', borderColor: '#86efac', color: '#14532d' }],
  reconnecting: [base, { background: '#fffbeb', borderColor: '#f59e0b', color: '#78350f' }],
  offline: [base, { background: '#fef2f2', borderColor: '#f87171', color: '#7f1d1d' }],
});

export const dot = styleVariants({
  online: { width: '10px', height: '10px', borderRadius: '50%', flex: 'none', background: '#16a34a' },
  reconnecting: { width: '10px', height: '10px', borderRadius: '50%', flex: 'none', background: '#d97706' },
  offline: { width: '10px', height: '10px', borderRadius: '50%', flex: 'none', background: '#dc2626' },
});

/** The state on the first line, what still works under it (two short lines fit a tablet's top bar). */
export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const label = style({ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis' });

export const detail = style({
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '@media': { '(max-width: 899px)': { display: 'none' } },
});

/** Read by screen readers only (the visible label ticks every second; this changes only with the state). */
export const spoken = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
