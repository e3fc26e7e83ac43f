import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme/tokens.css';

// The connection chip's look, in its "offline" colours: a printer that stops tickets is as urgent.
export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '0 0 auto',
  minHeight: '32px',
  maxWidth: 'min(360px, 30vw)',
  padding: `3px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid #f87171',
  background: '#fef2f2',
  color: '#7f1d1d',
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: 20,
  minWidth: '280px',
  marginTop: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid #f87171',
  background: '#fff',
  color: '#111827',
  fontSize: vars.fontSize.sm,
  boxShadow: '0 8px 24px rgba(0,0,0,0.15)',
});

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, padding: '4px 0' });

export const wrap = style({ position: 'relative', display: 'inline-flex' });
