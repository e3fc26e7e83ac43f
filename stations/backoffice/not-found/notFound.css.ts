import { style } from '@vanilla-extract/css';
import { centeredPageLook, panelLook } from '../../../shared/ui/theme/styleFragments';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const page = style(centeredPageLook);

export const card = style({
  width: '100%',
  maxWidth: '520px',
  padding: vars.space.xxl,
  ...panelLook,
  borderRadius: '18px',
});
