// Changes to a sent order: a later round of lines, a line's quantity, a line voided. The words the server answers
// and the POS shows (pure, so the POS bundle reads them without the contract's zod).

import { ADD_ITEMS_NOTICES } from './addItems';

export const ROUND_MESSAGES = {
  itemsAdded: (token: number) => `Items added to order #${token}!`,
  quantityChanged: (title: string, from: number, to: number) => `"${title}" changed from ${from} to ${to}!`,
  lineVoided: (title: string) => `"${title}" voided!`,
  voidReasonRequired: 'Please give a reason for the void!',
  lowerReasonRequired: 'Please give a reason for lowering the quantity!',
  orderPaid: (token: number) => `Order #${token} is already paid: its items cannot be changed!`,
  lineVoidedAlready: (title: string) => `"${title}" is already voided and cannot be changed!`,
  lineDone: (title: string, status: string) => `"${title}" is already ${status}: add it again as a new line!`,
  ...ADD_ITEMS_NOTICES,
  notOpen: 'This order is no longer open: it cannot be added to.',
} as const;
