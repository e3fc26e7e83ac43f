import { style } from '@vanilla-extract/css';
import { cardFootLook, toolbarLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const toolbar = style({ ...toolbarLook, marginBottom: vars.space.md });

export const filterLabel = style({ color: vars.color.textMuted, fontWeight: 500 });

export const summary = style({ marginBottom: vars.space.lg, color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 500 });

export const top = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });

export const when = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const time = style({ fontSize: vars.fontSize.lg, fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' });

export const day = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const name = style({ fontSize: vars.fontSize.md, fontWeight: 700, lineHeight: 1.3, wordBreak: 'break-word' });

export const code = style({ fontFamily: vars.font.mono, letterSpacing: '0.04em' });

export const notes = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const actions = style({ ...cardFootLook, justifyContent: 'flex-end' });

// ---- Dialog: the customer picker ------------------------------------------------------------------

export const customerFinder = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const customerFinderField = style({ flex: 1, minWidth: 0 });

export const customerChosen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid #bbf7d0`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
});

export const customerReadOnly = style([customerChosen, { border: `1px solid ${vars.color.border}`, background: vars.color.surfaceMuted }]);

export const customerName = style({ fontWeight: 700, wordBreak: 'break-word' });

export const customerPhone = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
