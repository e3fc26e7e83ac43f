// Orders placed straight through the POS service (no HTTP): repriced, tokened and announced exactly like
// POST /pos/create-order. Plus small helpers to age or close orders directly in the database.
import type { Db } from '../../server/db/client';
import type { ServiceContext } from '../../server/infrastructure/context';
import { placeOrder } from '../../server/orders/placeOrder';
import { createOrderBody } from '../../shared/contract/pos';
import { type PosMenu, cartLine } from './menu';

export interface OrderInput {
  cart: unknown[];
  tableId?: number | null;
  deliveryType?: 'dinein' | 'delivery' | 'takeaway' | null;
  /** A customer's phone or id. */
  customerId?: string | number | null;
}

export interface PlacedOrder {
  orderId: number;
  tokenNo: number;
}

export async function createOrder(ctx: ServiceContext, user: { id: number; name: string }, input: OrderInput): Promise<PlacedOrder> {
  const order = createOrderBody.parse({
    cart: input.cart,
    tableId: input.tableId ?? null,
    deliveryType: input.deliveryType ?? null,
    customerId: input.customerId ?? null,
  });
  const answer = await placeOrder(ctx, { user, order, idempotency: null });
  if (answer.isReplay) throw new Error('an order placed without a key was answered as a replay');
  return { orderId: answer.body.orderId, tokenNo: answer.body.tokenNo };
}

/** One tea (2.50, no tax): the smallest order. */
export function teaOrder(menu: PosMenu, overrides: Omit<OrderInput, 'cart'> = {}): OrderInput {
  return { cart: [cartLine(menu.tea.id)], ...overrides };
}

/** Moves an order's placement time (and its items') back, e.g. to yesterday. */
export async function backdateOrder(db: Db, orderId: number, createdAt: string): Promise<void> {
  await db.updateTable('orders').set({ created_at: createdAt }).where('id', '=', orderId).execute();
  await db.updateTable('order_items').set({ created_at: createdAt }).where('order_id', '=', orderId).execute();
}

/** Completes every open order directly, so a test starts from an empty board. */
export async function closeAllOpenOrders(db: Db): Promise<void> {
  await db.updateTable('orders').set({ status: 'completed' }).where('status', '=', 'created').execute();
}
