// The all-day counts beside the tickets (a 250 px panel from 1280 px wide, else one line above them).
import { style } from '@vanilla-extract/css';
import { vars } from '../../shared/ui/theme/tokens.css';
import { NARROW_MEDIA, SIDE_PANEL_MEDIA } from './kitchen.css';

export const allDay = style({
  flex: 'none',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  '@media': {
    // The sidebar is a menu on the kitchen: the panel takes its room (dish names on one line), so the tickets keep
    // the four columns at 1920 px the pages are measured for.
    [SIDE_PANEL_MEDIA]: { width: 'clamp(250px, 26vw, 500px)', overflowY: 'auto' },
    // Narrower: one line of counts above the tickets, scrolled sideways, so the tickets keep the height.
    [NARROW_MEDIA]: {
      display: 'flex',
      alignItems: 'baseline',
      gap: vars.space.md,
      overflowX: 'auto',
      whiteSpace: 'nowrap',
      padding: `4px ${vars.space.md}`,
    },
  },
});

export const allDayHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.xs,
  flex: 'none',
});

export const allDayTitle = style({ fontSize: '22px', fontWeight: 800 });

/** A 44 px target that reads from the TV: 86 in white on the kitchen's red. */
export const eightySixButton = style({
  minWidth: '56px',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: '#b91c1c',
  color: '#ffffff',
  fontSize: '20px',
  fontWeight: 800,
  cursor: 'pointer',
  selectors: { '&:hover': { background: '#991b1b' }, '&:focus-visible': { outline: '3px solid #1d4ed8', outlineOffset: '2px' } },
});

export const allDayList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `4px ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [SIDE_PANEL_MEDIA]: { flexDirection: 'column', flexWrap: 'nowrap' }, [NARROW_MEDIA]: { flexWrap: 'nowrap' } },
});

export const allDayRow = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: '22px',
  fontWeight: 600,
  lineHeight: 1.25,
});

export const allDayCount = style({
  minWidth: '40px',
  fontSize: '28px',
  fontWeight: 800,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

export const allDayEmpty = style({ fontSize: '19px', color: vars.color.textMuted });
