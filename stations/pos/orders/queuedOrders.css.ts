import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginBottom: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
