import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';

/** Apart from the printers' cards above it. */
export const section = style({ marginTop: vars.space.xl });
