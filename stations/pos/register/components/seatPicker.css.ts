// The seat and course picker's styles: a lazy chunk with the picker, built on the cart's controls.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';
import * as cart from './cartPanel.css';

export const seatPicker = style({ display: 'flex', gap: '2px', flex: '1 1 auto', minWidth: 0, overflowX: 'auto' });

export const seatButton = style([cart.segment, { minWidth: vars.size.touch, flex: 'none' }]);

export const courseSelect = style({ ...cart.controlLook, flex: 'none', maxWidth: '28%', padding: `0 ${vars.space.xs}`, fontWeight: 600 });

export const seatChip = style([
  cart.segment,
  {
    width: vars.size.touch,
    fontSize: vars.fontSize.sm,
    selectors: { '&:disabled': { opacity: 1, cursor: 'default', background: vars.color.surfaceMuted } },
  },
]);
