// The kitchen's key map and recall dialogs, read from a distance like the tickets.
import { style } from '@vanilla-extract/css';
import { keyCapLook } from '../../shared/ui/theme/styleFragments';
import { vars } from '../../shared/ui/theme/tokens.css';

export const dialog = style({ width: 'min(720px, 94vw)', maxWidth: 'min(720px, 94vw)', fontSize: '22px' });

export const lead = style({ fontSize: '20px', color: vars.color.textMuted, marginBottom: vars.space.md });

export const keys = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const keyRow = style({ display: 'grid', gridTemplateColumns: '200px 1fr', alignItems: 'center', gap: vars.space.md });

export const kbd = style({
  display: 'inline-block',
  padding: '4px 12px',
  ...keyCapLook(2, vars.color.borderStrong, vars.color.surfaceMuted),
  fontSize: '22px',
  fontWeight: 700,
});

export const keyAction = style({ margin: 0, fontSize: '22px' });

export const recallList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const recallRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const recallToken = style({
  minWidth: '64px',
  fontSize: '36px',
  fontWeight: 800,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const recallTitle = style({ display: 'flex', flexDirection: 'column', fontSize: '24px', fontWeight: 700 });

export const recallWhen = style({ fontSize: '18px', fontWeight: 600, color: vars.color.textMuted });

export const recallButton = style({
  minHeight: '52px',
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: '20px',
  fontWeight: 800,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.primaryHover } },
});
