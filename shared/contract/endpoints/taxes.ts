// Spec 2.13 (Tax Setup), 7 Settings: taxes. Rates travel in percent (5.5), are kept in basis points.
import { endpoint } from '../endpoint';
import { idParam } from '../pathParams';
import { createdResponse } from '../answers';
import { taxAddBody, taxesResponse, taxUpdateBody, TAX_MESSAGES } from '../taxes';
import { messageResponse } from '../session';

const access = ['SETTINGS'] as const;
const tag = 'taxes';
const taxId = idParam(TAX_MESSAGES.taxNotFound);

export const taxesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/settings/taxes',
    access,
    tag,
    summary: 'Every tax with its rate in percent and its type.',
    response: taxesResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/settings/taxes/add',
    access,
    tag,
    summary: 'Adds a tax; answers its id.',
    body: taxAddBody,
    response: createdResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/settings/taxes/:id',
    params: { id: taxId },
    access,
    tag,
    summary: 'Deletes a tax no menu item uses (409 otherwise).',
    response: messageResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/settings/taxes/:id/update',
    params: { id: taxId },
    access,
    tag,
    summary: "Changes a tax's title, rate and type.",
    body: taxUpdateBody,
    response: messageResponse,
  }),
} as const;
