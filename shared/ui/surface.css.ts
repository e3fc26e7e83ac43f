import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { iconHolderLook, panelLook } from './theme/styleFragments';
import { vars } from './theme/tokens.css';

export const card = style({
  ...panelLook,
  padding: vars.space.xl,
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '26px',
  padding: `2px ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  neutral: [badgeBase, { background: '#eef0f3', color: '#374151' }],
  success: [badgeBase, { background: vars.color.successSoft, color: vars.color.success, border: '1px solid #bbf7d0' }],
  brand: [badgeBase, { background: vars.color.primarySoft, color: vars.color.primaryHover, border: '1px solid #fed7c3' }],
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '22px',
  height: '22px',
  flex: 'none',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});

export const stateBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const loadingRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xxl,
  color: vars.color.textMuted,
  fontWeight: 500,
});

export const stateIcon = style({ ...iconHolderLook('56px', vars.radius.pill), background: '#eef0f3', color: vars.color.textMuted });

export const stateIconError = style({ background: vars.color.dangerSoft, color: vars.color.danger });

export const stateTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });

export const pageHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});

export const pageTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: 1.25,
  letterSpacing: '-0.01em',
});

export const pageDescription = style({ marginTop: vars.space.xs, color: vars.color.textMuted });

export const pageActions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });
