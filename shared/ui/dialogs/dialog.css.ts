import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { iconHolderLook } from '../theme/styleFragments';
import { vars } from '../theme/tokens.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.dialog,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: `min(12vh, 96px) ${vars.space.lg} ${vars.space.lg}`,
  background: vars.color.overlay,
  animation: `${fadeIn} 120ms ease-out`,
  overflowY: 'auto',
});

const panelBase = style({
  width: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.pop,
  animation: `${rise} 140ms ease-out`,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'calc(100vh - 2 * min(12vh, 96px))',
});

export const panel = styleVariants({
  sm: [panelBase, { maxWidth: '420px' }],
  md: [panelBase, { maxWidth: '560px' }],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: 1.3,
});

export const body = style({
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
  overflowY: 'auto',
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `0 ${vars.space.xl} ${vars.space.xl}`,
});

export const confirmIcon = style({
  ...iconHolderLook('44px', vars.radius.pill),
  flex: 'none',
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

export const confirmRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.lg}`,
});
