// Helpers shared by the orders, kitchen and display api tests (not a test file itself).
import { expect } from 'vitest';
import type { TestResponse } from '../../support/httpClient';

export const ORDERS = '/api/v1/orders';
export const ORDERS_INIT = '/api/v1/orders/init';
export const UPDATE_STATUS = (itemId: number | string) => `/api/v1/orders/update-status/${itemId}`;
export const CANCEL = '/api/v1/orders/cancel';
export const COMPLETE = '/api/v1/orders/complete';
export const SUMMARY = '/api/v1/orders/complete-order-payment-summary';
export const PAY = '/api/v1/orders/complete-and-pay-order';
export const KITCHEN = '/api/v1/kitchen';
export const KITCHEN_ITEM = (itemId: number | string) => `/api/v1/kitchen/${itemId}`;
export const KITCHEN_STATUS = (orderId: number | string) => `/api/v1/kitchen/${orderId}/kitchen-status`;
export const PUBLIC_DISPLAY = '/api/v1/public-display';

export const answer = (response: TestResponse) => ({ status: response.status, body: response.body });

export function expectConflict(response: TestResponse, message: string): void {
  expect(answer(response)).toEqual({ status: 409, body: { message, code: 'conflict' } });
}

export function expectNotFound(response: TestResponse, message: string): void {
  expect(answer(response)).toEqual({ status: 404, body: { message, code: 'not_found' } });
}

export function expectInvalid(response: TestResponse, message: string): void {
  expect(answer(response)).toEqual({ status: 400, body: { message, code: 'validation_failed' } });
}

export function expectDone(response: TestResponse, message: string, orderIds: number[]): void {
  expect(answer(response)).toEqual({ status: 200, body: { message, orderIds } });
}

interface ItemLike {
  id: number;
  status: string;
  item_title: string;
}
interface OrderLike {
  id: number;
  items: ItemLike[];
}
interface GroupLike {
  orders: OrderLike[];
}

/** The order with this id in a GET /orders or /kitchen answer. */
export function findOrder(groups: GroupLike[], orderId: number): OrderLike | undefined {
  return groups.flatMap((group) => group.orders).find((order) => order.id === orderId);
}
