// Helpers shared by the POS api tests (not a test file itself).
import { expect } from 'vitest';
import type { Db } from '../../../server/db/client';
import type { Database } from '../../../server/db/schema';
import { type PosMenu, cartLine } from '../../factories/menu';
import type { TestResponse } from '../../support/httpClient';

export const CREATE_ORDER = '/api/v1/pos/create-order';
export const CREATE_AND_PAY = '/api/v1/pos/create-order-and-invoice';

const WRITTEN_BY_ORDERS = [
  'orders',
  'order_items',
  'order_item_addons',
  'invoices',
  'invoice_orders',
  'daily_token_counters',
  'idempotency_keys',
] as const satisfies ReadonlyArray<keyof Database>;

/** Row counts of every table an order writes: equal before and after means nothing was written. */
export async function orderRowCounts(db: Db): Promise<Record<(typeof WRITTEN_BY_ORDERS)[number], number>> {
  const counts = {} as Record<(typeof WRITTEN_BY_ORDERS)[number], number>;
  for (const table of WRITTEN_BY_ORDERS) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = row.count;
  }
  return counts;
}

/**
 * Large Pizza + Cheese + Olives ×2 (14.25 each, 5 % exclusive), Tea ×3 (2.50, no tax), Burger + Bacon ×1
 * (11.99, 12.5 % inclusive), with notes on the pizza.
 */
export function fullCart(menu: PosMenu) {
  return [
    cartLine(menu.pizza.id, {
      quantity: 2,
      variantId: menu.pizza.large,
      addonIds: [menu.pizza.cheese, menu.pizza.olives],
      notes: 'well done',
    }),
    cartLine(menu.tea.id, { quantity: 3 }),
    cartLine(menu.burger.id, { addonIds: [menu.burger.bacon] }),
  ];
}

/**
 * What the menu says fullCart costs, in minor units:
 * pizza 1425 × 2 = 2850, tax 142.5 → 143; tea 750; burger 1199, inclusive tax 1199 × 1250 / 11250 = 133.2 → 133.
 */
export const FULL_CART_TOTALS = { net: 2850 + 750 + (1199 - 133), tax: 143 + 133, payable: 2850 + 143 + 750 + 1199 } as const;

/** The totals as the client sends them (decimals). */
export const FULL_CART_CLIENT_TOTALS = {
  netTotal: FULL_CART_TOTALS.net / 100,
  taxTotal: FULL_CART_TOTALS.tax / 100,
  total: FULL_CART_TOTALS.payable / 100,
};

export function expectInvalid(response: TestResponse, message: string): void {
  expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: { message, code: 'validation_failed' } });
}

export function expectOrderCreated(response: TestResponse, message: string): { tokenNo: number; orderId: number } {
  expect({ status: response.status, body: response.body }).toEqual({
    status: 200,
    body: { message, tokenNo: expect.any(Number), orderId: expect.any(Number) },
  });
  return { tokenNo: response.body.tokenNo as number, orderId: response.body.orderId as number };
}
