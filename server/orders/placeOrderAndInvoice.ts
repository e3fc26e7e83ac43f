// Spec 7 POST /pos/create-order-and-invoice: placeOrder plus the invoice, in the same transaction. The
// payment type (the store's default when none is sent) must exist and be active (400), and the client's net, tax and payable totals must equal
// the server's to the cent (409 'Prices have changed…', nothing written), so a cashier never charges a
// total the kitchen ticket and the receipt disagree with.
import type { CreateOrderAndInvoiceBody } from '../../shared/contract/pos';
import type { ServiceContext } from '../infrastructure/context';
import { type OrderAnswer, type PlaceOrderInput, writeOrder } from './placeOrder';

export interface PlaceOrderAndInvoiceInput extends Omit<PlaceOrderInput, 'order'> {
  order: CreateOrderAndInvoiceBody;
}

export function placeOrderAndInvoice(ctx: ServiceContext, input: PlaceOrderAndInvoiceInput): Promise<OrderAnswer> {
  const { netTotal, taxTotal, total, paymentTypeId } = input.order;
  if (netTotal === null || taxTotal === null || total === null) {
    // The contract schema refuses these already; the types just cannot say so.
    throw new Error('create-order-and-invoice body without totals');
  }
  return writeOrder(ctx, input, { paymentTypeId, netTotal, taxTotal, total });
}
