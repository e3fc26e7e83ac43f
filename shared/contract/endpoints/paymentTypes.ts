// Spec 2.13, 4 (the active switch calls the API at once), 7 Settings: payment types.
import { endpoint } from '../endpoint';
import { idParam } from '../pathParams';
import { createdResponse } from '../answers';
import {
  paymentTypeAddBody,
  paymentTypesResponse,
  paymentTypeToggleBody,
  paymentTypeUpdateBody,
  PAYMENT_TYPE_MESSAGES,
} from '../paymentTypes';
import { messageResponse } from '../session';

const access = ['SETTINGS'] as const;
const tag = 'paymentTypes';
const paymentTypeId = idParam(PAYMENT_TYPE_MESSAGES.paymentTypeNotFound);

export const paymentTypesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/settings/payment-types',
    access,
    tag,
    summary: 'Every payment type, active or not.',
    response: paymentTypesResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/settings/payment-types/add',
    access,
    tag,
    summary: 'Adds a payment type; answers its id.',
    body: paymentTypeAddBody,
    response: createdResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/settings/payment-types/:id',
    params: { id: paymentTypeId },
    access,
    tag,
    summary: 'Deletes a payment type.',
    response: messageResponse,
  }),
  toggle: endpoint({
    method: 'POST',
    path: '/settings/payment-types/:id/toggle',
    params: { id: paymentTypeId },
    access,
    tag,
    summary: 'Activates or deactivates a payment type.',
    body: paymentTypeToggleBody,
    response: messageResponse,
  }),
  makeDefault: endpoint({
    method: 'POST',
    path: '/settings/payment-types/:id/default',
    params: { id: paymentTypeId },
    access,
    tag,
    summary: 'Makes an active payment type the one an order paid without a paymentTypeId is recorded with.',
    response: messageResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/settings/payment-types/:id/update',
    params: { id: paymentTypeId },
    access,
    tag,
    summary: "Changes a payment type's title and active flag.",
    body: paymentTypeUpdateBody,
    response: messageResponse,
  }),
} as const;
