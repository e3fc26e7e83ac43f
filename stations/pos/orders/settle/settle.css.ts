import { globalStyle, style } from '@vanilla-extract/css';
import { framedBoxLook, touchButtonLook } from '../../../../shared/ui/theme/styleFragments';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  ...framedBoxLook(vars.space.md),
});

export const sectionTitle = style({ fontWeight: 700, margin: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const given = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });

export const givenItem = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });

export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const checks = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: vars.space.sm });

export const check = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  ...framedBoxLook(vars.space.sm),
  fontVariantNumeric: 'tabular-nums',
});

export const checkPaid = style({ background: vars.color.surfaceMuted });

export const lineChoice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });

// The pay sheet uses the tablet's height (the back office's dialogs keep a margin): 1024x768 shows it whole.
export const sheet = style({
  selectors: { 'div&': { maxWidth: '720px', maxHeight: `calc(100vh - 2 * ${vars.space.md})` } },
});

globalStyle(`div:has(> ${sheet})`, { paddingTop: vars.space.md, paddingBottom: vars.space.md });

export const sheetBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

const rowBase = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const splitRow = rowBase;

export const extrasRow = rowBase;

export const typeButtons = rowBase;

export const cashRow = style([rowBase, { justifyContent: 'space-between', gap: vars.space.sm }]);

export const quickCash = rowBase;

const pillBase = {
  ...touchButtonLook(vars.radius.md),
  justifyContent: 'center',
  selectors: {
    '&[aria-pressed="true"], &[aria-expanded="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:hover:not([aria-pressed="true"]):not([aria-expanded="true"])': { background: vars.color.surfaceMuted },
    '&:disabled': { opacity: 0.55, cursor: 'default' },
  },
} as const;

export const pill = style(pillBase);

export const typeButton = style([pillBase, { minWidth: '96px', fontSize: vars.fontSize.md }]);

export const keyHint = style({ fontFamily: vars.font.mono, fontSize: '11px', fontWeight: 500, opacity: 0.75 });

export const changeDue = style({ fontWeight: 700, fontSize: vars.fontSize.md, fontVariantNumeric: 'tabular-nums' });

export const checkChoice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minHeight: vars.size.touch,
  cursor: 'pointer',
});

// 'Print Receipt?': its label is the tap target, as tall as a button.
export const printRow = style({ minHeight: vars.size.touch, alignSelf: 'flex-start' });
