import { style } from '@vanilla-extract/css';
import { framedBoxLook, textBoxLook } from '../theme/styleFragments';
import { vars } from '../theme/tokens.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Two fields side by side on wide panels, stacked on narrow ones. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const required = style({ color: vars.color.danger, marginLeft: '2px' });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

const control = style({
  width: '100%',
  ...textBoxLook,
  selectors: {
    ...textBoxLook.selectors,
    '&:read-only:not(select)': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const input = style([control]);

export const textarea = style([
  control,
  { padding: `${vars.space.sm} ${vars.space.md}`, minHeight: '88px', resize: 'vertical', lineHeight: 1.45 },
]);

export const select = style([
  control,
  {
    appearance: 'none',
    paddingRight: '40px',
    cursor: 'pointer',
    // A chevron drawn in CSS so the select looks the same in every browser.
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24' fill='none' stroke='%234b5563' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: 'right 12px center',
    textOverflow: 'ellipsis',
  },
]);

// ---- Switch and checkbox ------------------------------------------------------------------------

export const toggleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.touch,
  cursor: 'pointer',
  userSelect: 'none',
});

export const toggleText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const toggleLabel = style({ fontWeight: 600 });

/** A checkbox drawn as a switch (role=switch keeps the native keyboard and form behaviour). */
export const switchInput = style({
  appearance: 'none',
  position: 'relative',
  flex: 'none',
  width: '46px',
  height: '26px',
  margin: 0,
  borderRadius: vars.radius.pill,
  background: '#cbd5e1',
  cursor: 'pointer',
  transition: 'background-color 120ms ease',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '3px',
      left: '3px',
      width: '20px',
      height: '20px',
      borderRadius: '50%',
      background: '#ffffff',
      boxShadow: '0 1px 2px rgba(16, 24, 40, 0.3)',
      transition: 'transform 120ms ease',
    },
    '&:checked': { background: vars.color.success },
    '&:checked::after': { transform: 'translateX(20px)' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const checkboxInput = style({
  flex: 'none',
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  wordBreak: 'break-word',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600, fontSize: vars.fontSize.sm });

/** The form inside a dialog panel: the fields scroll, the action buttons stay in view. */
export const dialogForm = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });

/** A line above the buttons, so a scrolled form still shows where the fields end. */
export const dialogBody = style({ selectors: { 'div&': { paddingBottom: vars.space.lg } } });
export const dialogActions = style({ selectors: { 'div&': { paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` } } });

export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const groupActions = style({ display: 'inline-flex', gap: vars.space.xs });

// `button&` outranks the base button class whatever order the stylesheets load in.
export const smallButton = style({
  selectors: { 'button&': { minHeight: '36px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm } },
});

export const checkboxGrid = style({
  display: 'grid',
  gap: '2px',
  marginTop: vars.space.xs,
  ...framedBoxLook(vars.space.xs),
});
