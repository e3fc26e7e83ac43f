// Spec 7 GET /public-display, 2.14 'Your Orders': the customer board's list, declared.
import type { Permission } from '../../domain/access/scopes';
import { endpoint } from '../endpoint';
import { publicDisplayResponse } from '../orders';

const DISPLAY_SCOPES = ['PUBLIC_DISPLAY', 'KITCHEN_DISPLAY'] as const satisfies readonly Permission[];

export const publicDisplayEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/public-display',
    access: DISPLAY_SCOPES,
    tag: 'publicDisplay',
    summary: "The open orders' tokens and kitchen statuses, oldest first (never names or phones); the server's clock in X-Server-Time.",
    response: publicDisplayResponse,
  }),
} as const;
