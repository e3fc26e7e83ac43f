// Settling the bill: the words staff see when a refund, a discount, a tip or a split is refused or done,
// and the small pure rules the stations and the server share. No zod here: the POS and back office read it.

import { basisPoints, toPercent } from '../money/basisPoints';

export const BILLING_MESSAGES = {
  invoiceNotFound: 'Invoice not found!',
  creditNoteNotFound: 'Credit note not found!',
  refundReasonRequired: 'Please give a reason for the refund!',
  refundLinesRequired: 'Please choose the lines to refund!',
  refundModeInvalid: 'Please choose a whole refund or lines to refund!',
  paymentTypeRequired: 'Please select a payment type!',
  paymentTypeUnavailable: 'Selected payment type is not available! Please choose another.',
  nothingLeftToRefund: (invoiceId: number) => `Invoice #${invoiceId} is already refunded in full!`,
  lineNotOnInvoice: (invoiceId: number) => `That line is not on invoice #${invoiceId}! Please refresh.`,
  lineAlreadyRefunded: (title: string) => `"${title}" was already refunded!`,
  linesNotRefundable: (invoiceId: number) => `Invoice #${invoiceId} paid a share of the bill, not its lines: refund it whole.`,
  refunded: (number: string) => `Refund recorded: credit note ${number}.`,
} as const;

/** Credit notes have their own number series, shown with a prefix so nobody takes one for an invoice. */
export function creditNoteNumber(id: number): string {
  return `CN-${id}`;
}

export const DISCOUNT_MESSAGES = {
  kindInvalid: 'Please choose a percentage or an amount!',
  valueInvalid: 'Please enter a valid discount!',
  reasonRequired: 'Please choose a discount reason!',
  reasonUnavailable: 'That discount reason is no longer offered! Please choose another.',
  lineNotOnOrder: 'That line is not on this order! Please refresh the list.',
  lineCancelled: 'A cancelled line cannot be discounted!',
  takesNothingOff: 'This discount takes nothing off!',
  needsApproval: (limitText: string) => `This discount is above the store's limit of ${limitText}: a manager must approve it!`,
  overrideRefused: "The manager's username or password is wrong!",
  overrideNotAllowed: (name: string) => `${name} may not approve discounts: admin or Settings access is needed!`,
  applied: 'Discount applied!',
  removed: 'Discount removed!',
  noneToRemove: 'There is no such discount to remove!',
  reasonTitleRequired: 'Please provide discount reason title!',
  reasonAdded: 'Discount reason added successfully!',
  reasonUpdated: 'Discount reason updated successfully!',
  reasonDeleted: 'Discount reason deleted successfully!',
  reasonNotFound: 'Discount reason not found!',
  limitInvalid: 'Please enter a limit between 0 and 100%!',
  settingsSaved: 'Billing settings saved successfully!',
  tipInvalid: 'Please enter a valid tip!',
} as const;

/** The service charge's setting and its removal from an order by a manager. */
export const SERVICE_CHARGE_MESSAGES = {
  rateInvalid: 'Please enter a service charge between 0 and 100%!',
  taxRateInvalid: 'Please enter a service charge tax rate between 0 and 100%, or none!',
  minGuestsInvalid: 'Please enter a party size from 0 to 99 guests!',
  reasonRequired: 'Please give a reason for removing the service charge!',
  noneToRemove: 'This order has no service charge to remove!',
  overrideRequired: "Removing the service charge needs a manager's approval!",
  overrideNotAllowed: (name: string) => `${name} may not remove a service charge: admin or Settings access is needed!`,
  removed: 'Service charge removed!',
} as const;

/** 1250 basis points (a rule's or a setting's value) → '12.5%'. */
export function percentText(rate: number): string {
  return `${toPercent(basisPoints(rate))
    .toFixed(2)
    .replace(/\.?0+$/, '')}%`;
}

export const SPLIT_MESSAGES = {
  modeInvalid: 'Please choose how to split the bill!',
  guestsInvalid: 'Please enter between 1 and 50 guests!',
  amountsInvalid: (total: string) => `The checks must add up to the total (${total}), each above 0!`,
  itemsInvalid: 'Please put every line on a check, and at least one line on each check!',
  /** A check of 0.00 could never be paid (a payment is above 0), and would hold the table's other checks forever. */
  checkWithoutAmount: 'Every check must have something to pay: please use fewer checks, or put free lines with paid ones!',
  billInProgress: (subject: string) => `${subject} being paid by a split bill: pay its remaining checks first!`,
  split: (count: number) => `Bill split into ${count} checks.`,
  checkNotFound: 'Check not found! Please refresh.',
  checkPaid: (position: number) => `Check ${position} is already paid!`,
  tendersRequired: 'Please add at least one payment!',
  tenderInvalid: 'Please enter a valid payment amount!',
  tendersMismatch: (payable: string) => `The payments must add up to ${payable}!`,
  checkSettled: (position: number, count: number) => `Check ${position} of ${count} paid.`,
  billSettled: (count: number) =>
    count === 1 ? 'Payment collected and order completed!' : `Payment collected and ${count} orders completed!`,
  totalsChanged: 'Prices have changed since the summary. Please review the totals and try again!',
} as const;
