// Settings > Kitchen: the routing checkboxes of the station dialog and the ticket times section.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../shared/ui/theme/tokens.css';

export const routing = style({ display: 'grid', gap: vars.space.lg, maxHeight: '50vh', overflowY: 'auto' });

export const section = style({ marginTop: vars.space.xxl });
