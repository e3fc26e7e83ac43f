import { style, styleVariants } from '@vanilla-extract/css';
import type { TableStatus } from '../../../shared/domain/floor';
import { areaTabLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginBottom: vars.space.md });

export const areaTabs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const areaTab = style({ ...areaTabLook, fontSize: vars.fontSize.sm });

export const filterToggle = style([
  areaTab,
  {
    selectors: {
      '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary },
    },
  },
]);

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const legendSwatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  marginRight: vars.space.xs,
  borderRadius: '3px',
  verticalAlign: 'middle',
});

/** A row of the plan that holds tables (a row without any is a narrow aisle, FloorPage). */
export const TABLE_ROW_HEIGHT = '150px';

const TABLE_BORDER_WIDTH = '2px';

export const grid = style({
  display: 'grid',
  // Fixed rows and columns whose width never depends on the tables' text: the browser lays 100 tables out without
  // measuring each one first.
  gridAutoRows: TABLE_ROW_HEIGHT,
  overflowX: 'auto',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  contain: 'layout style',
});

export const table = style({
  // One block of lines: ::first-line and the ellipsis need a block, not a flex box. A button centres its content
  // unless the content overflows it, so the padding below leaves it no height of its own: the lines start at its
  // top and show down to its border (the overflow is clipped at the border, not at the padding).
  display: 'block',
  minWidth: 0,
  padding: vars.space.sm,
  paddingBottom: `calc(${TABLE_ROW_HEIGHT} - ${vars.space.sm} - 2 * ${TABLE_BORDER_WIDTH})`,
  borderRadius: vars.radius.md,
  borderWidth: TABLE_BORDER_WIDTH,
  borderStyle: 'solid',
  textAlign: 'left',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.3,
  color: vars.color.text,
  cursor: 'pointer',
  overflow: 'hidden',
  // Sized by its grid cell alone: the grid never asks a table's text how wide it wants to be.
  contain: 'strict',
  // Its lines in one text node: the name (the first line, larger and bold), the status word, the running total, then
  // the facts, each cut with an ellipsis when too long. Seven lines fill the 150 px row (20.8 + 6 × 18.2 px).
  whiteSpace: 'pre',
  textOverflow: 'ellipsis',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:hover': { boxShadow: vars.shadow.card },
    '&::first-line': { fontSize: vars.fontSize.md, fontWeight: 700 },
  },
});

export const shape = styleVariants({
  square: {},
  round: { borderRadius: '28px' },
  long: { gridColumnEnd: 'span 2' },
});

/** Colour AND word: the word is always printed on the table too. */
export const STATUS_COLOURS: Record<TableStatus, { background: string; border: string }> = {
  free: { background: '#ecfdf3', border: '#15803d' },
  seated: { background: '#eff6ff', border: '#2563eb' },
  ordered: { background: '#fff7ed', border: '#c2410c' },
  food_out: { background: '#fefce8', border: '#a16207' },
  check_printed: { background: '#f5f3ff', border: '#6d28d9' },
  paid: { background: '#f1f5f9', border: '#475569' },
};

export const status = styleVariants(STATUS_COLOURS, ({ background, border }) => ({ background, borderColor: border }));

export const ordersList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const orderRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.lg });

export const moveRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const linesBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginTop: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const lineChoice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: vars.size.touch });
