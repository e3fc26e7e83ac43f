// Spec 2.14: the Contact Support page's address.
import { endpoint } from '../endpoint';
import { supportContactResponse } from '../session';

export const supportEndpoints = {
  contact: endpoint({
    method: 'GET',
    path: '/support/contact',
    access: 'signed-in',
    tag: 'support',
    summary: "The support address (SUPPORT_EMAIL, else the store's email) and the store's name.",
    response: supportContactResponse,
  }),
} as const;
