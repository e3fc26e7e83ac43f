import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';

/** The default payment type choice above the table: as wide as a form field, apart from the table. */
export const defaultChoice = style({ maxWidth: '420px', marginBottom: vars.space.lg });
