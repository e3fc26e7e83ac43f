// The outbox list and the "Order queued" dialog.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const wide = style({ selectors: { 'div&': { maxWidth: '760px' } } });

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: 'min(56vh, 520px)',
  overflowY: 'auto',
});

const rowBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '5px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = styleVariants({
  queued: [rowBase, { borderLeftColor: '#d97706' }],
  sending: [rowBase, { borderLeftColor: '#2563eb' }],
  attention: [rowBase, { borderLeftColor: '#b91c1c', background: '#fffafa' }],
  sent: [rowBase, { borderLeftColor: '#15803d' }],
});

export const rowTop = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.md, flexWrap: 'wrap' });

export const reference = style({ fontWeight: 700, fontSize: vars.fontSize.md, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' });

export const total = style({ fontWeight: 800, fontVariantNumeric: 'tabular-nums' });

const statusBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const status = styleVariants({
  queued: [statusBase, { background: '#fffbeb', color: '#78350f', border: '1px solid #f59e0b' }],
  sending: [statusBase, { background: '#eff6ff', color: '#1e3a8a', border: '1px solid #93c5fd' }],
  attention: [statusBase, { background: '#fef2f2', color: '#7f1d1d', border: '1px solid #f87171' }],
  sent: [statusBase, { background: vars.color.successSoft, color: '#14532d', border: '1px solid #86efac' }],
  offline: [statusBase, { background: '#eef0f3', color: '#1f2937', border: '1px solid #cbd5e1' }],
});

export const items = style({ color: vars.color.text, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const problem = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: '#7f1d1d' });

export const lastError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const rowActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'flex-end' });

export const queuedBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: '#fffbeb',
  border: '1px solid #f59e0b',
  color: '#78350f',
});

export const queuedHeadline = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 });
