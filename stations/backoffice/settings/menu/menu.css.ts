import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const price = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.primaryHover,
});

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const summary = style({ padding: vars.space.lg });

export const summaryList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  '@media': { 'screen and (max-width: 1199px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  gap: vars.space.md,
  margin: 0,
});

export const summaryItem = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const summaryTerm = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const summaryValue = style({ margin: 0, marginTop: '2px', fontWeight: 600, wordBreak: 'break-word' });

export const editPanel = style({ padding: vars.space.xl });

export const optionsHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.sm} ${vars.space.sm}`,
});

export const disclosure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const chevron = style({
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const optionsBody = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });

export const note = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: vars.space.md,
  borderRadius: vars.radius.md,
  background: '#eff6ff',
  border: '1px solid #bfdbfe',
  color: '#1e3a8a',
  fontSize: vars.fontSize.sm,
});

export const optionList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const optionRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '56px',
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const optionTitle = style({ flex: 1, minWidth: 0, fontWeight: 600, wordBreak: 'break-word' });

export const optionPrice = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const optionActions = style({ display: 'flex', gap: vars.space.xs });

export const emptyOptions = style({ color: vars.color.textMuted, padding: `${vars.space.sm} 0` });

export const optionsCount = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.md });

export const modifierHeading = style({ margin: 0, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const modifierRule = style({ marginLeft: vars.space.sm, fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.textMuted });

export const modifierChoices = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.textMuted });

export const modifierAdd = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, marginTop: vars.space.md });

export const modifierNumbers = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md });

export const modifierChoiceList = style({
  border: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

// Two rows a choice: what it is (name, kind, price change), then what it does (opens, default, delete).
export const modifierChoiceRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'end',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
