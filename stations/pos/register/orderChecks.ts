// The server's own create-order schemas, run on the client before the call (conventions: same rules, same
// spec messages). A lazy chunk: zod is ~20 KiB gzip the POS screen does not need until an order is
// sent, so placeOrder.ts loads this then (and the terminal fetches it when the browser is idle).
import { createOrderAndInvoiceBody, createOrderBody } from '../../../shared/contract/pos';
import { validate, type ValidationResult } from '../../../shared/contract/validation';

/** The first spec message of the body, or ok. `isPaid`: the create-order-and-invoice body. */
export function checkOrderBody(body: unknown, isPaid: boolean): ValidationResult<unknown> {
  return isPaid ? validate(createOrderAndInvoiceBody, body) : validate(createOrderBody, body);
}
