// Spec 7 Dashboard and POS: the POS init data and the two order writes. Both writes honour an
// Idempotency-Key: a retry gets the first answer, even when its body no longer passes (the menu changed since).
import type { Permission } from '../../domain/access/scopes';
import { endpoint } from '../endpoint';
import { createOrderAndInvoiceBody, createOrderBody, createOrderResponse, posInitResponse } from '../pos';

const POS_SCOPES = ['POS'] as const satisfies readonly Permission[];
const tag = 'pos';

export const posEndpoints = {
  init: endpoint({
    method: 'GET',
    path: '/pos/init',
    access: POS_SCOPES,
    tag,
    summary: 'The menu, categories, payment types, tables, store and print settings the POS terminal opens with.',
    response: posInitResponse,
  }),
  createOrder: endpoint({
    method: 'POST',
    path: '/pos/create-order',
    access: POS_SCOPES,
    tag,
    summary: "Places an order priced by the server's menu; answers its token and id.",
    body: createOrderBody,
    response: createOrderResponse,
    idempotent: true,
  }),
  createOrderAndInvoice: endpoint({
    method: 'POST',
    path: '/pos/create-order-and-invoice',
    access: POS_SCOPES,
    tag,
    summary: "Places an order and takes its payment (one invoice); 409 when the totals differ from the server's.",
    body: createOrderAndInvoiceBody,
    response: createOrderResponse,
    idempotent: true,
  }),
} as const;
