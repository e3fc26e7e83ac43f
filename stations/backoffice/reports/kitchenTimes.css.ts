// The Reports kitchen tile: apart from the card above it.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../shared/ui/theme/tokens.css';

export const card = style({ marginTop: vars.space.lg });
