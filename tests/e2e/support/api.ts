// The server as another station sees it, through the real API (its own cookies, not the page's and
// not affected by the page's network being cut): sign in, read the open orders, change the menu as admin.
import { request, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from '../../../playwright.config';
import type { E2eUser } from './users';

interface ApiOrderItem {
  id: number;
  item_title: string;
  quantity: number;
  notes: string | null;
  status: string;
}

export interface ApiOrder {
  id: number;
  token_no: number;
  payment_status: string;
  status: string;
  items: ApiOrderItem[];
}

export class ApiSession {
  constructor(readonly context: APIRequestContext) {}

  static async signIn(user: Pick<E2eUser, 'username' | 'password'>): Promise<ApiSession> {
    const context = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { Origin: E2E_BASE_URL } });
    const response = await context.post('/api/v1/auth/signin', { data: { username: user.username, password: user.password } });
    if (response.status() !== 200) throw new Error(`sign-in as ${user.username}: ${response.status()}`);
    return new ApiSession(context);
  }

  async get<T>(path: string): Promise<T> {
    const response = await this.context.get(`/api/v1${path}`);
    if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async post<T>(path: string, data?: object, headers?: Record<string, string>): Promise<T> {
    const response = await this.context.post(`/api/v1${path}`, { data, headers });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async delete(path: string): Promise<void> {
    const response = await this.context.delete(`/api/v1${path}`);
    if (!response.ok()) throw new Error(`DELETE ${path}: ${response.status()} ${await response.text()}`);
  }

  /** Every open order (GET /orders groups, flattened). */
  async openOrders(): Promise<ApiOrder[]> {
    const groups = await this.get<{ orders: ApiOrder[] }[]>('/orders');
    return groups.flatMap((group) => group.orders);
  }

  /**
   * Closes every open order (cancelled, or completed when paid), so a kitchen screen that counts tickets starts empty.
   * A bill half paid by split checks can be neither (409): expo's bump takes it off every screen instead.
   */
  async closeOpenOrders(): Promise<void> {
    for (const order of await this.openOrders()) {
      const close = order.payment_status === 'paid' ? '/orders/complete' : '/orders/cancel';
      await this.post(close, { orderIds: [order.id] }).catch(async (error: unknown) => {
        if (!String(error).includes(': 409 ')) throw error;
        await this.post(`/kitchen/orders/${order.id}/bump`, { station: 'expo' });
      });
    }
  }

  /** Open orders with a line whose notes start with `prefix`, oldest first. */
  async ordersNoted(prefix: string): Promise<ApiOrder[]> {
    return (await this.openOrders())
      .filter((order) => order.items.some((item) => item.notes?.startsWith(prefix)))
      .sort((a, b) => a.id - b.id);
  }

  /** The id of the seeded menu item `title` (GET /pos/init). */
  async menuItemId(title: string): Promise<number> {
    const init = await this.get<{ menuItems: { id: number; title: string }[] }>('/pos/init');
    const item = init.menuItems.find((candidate) => candidate.title === title);
    if (!item) throw new Error(`no menu item ${title}`);
    return item.id;
  }

  /** POST /settings/store-tables/add: a table of the spec's list; answers its id. */
  async addTable(title: string, seats: number, floor = 'Main'): Promise<number> {
    return (await this.post<{ id: number }>('/settings/store-tables/add', { title, floor, seatingCapacity: seats })).id;
  }

  /** POST /pos/create-order: one line of the menu item `title` with `notes` (a take-away, walk-in order). */
  async placeOrder(title: string, notes: string, quantity = 1): Promise<{ tokenNo: number; orderId: number }> {
    const cart = [{ id: await this.menuItemId(title), quantity, notes, variant_id: null, addons_ids: [] }];
    return this.post('/pos/create-order', { cart, deliveryType: 'takeaway', customerType: 'WALKIN', customerId: null, tableId: null });
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
  }
}

/** The note of an order's first line: `${prefix}-${n}`. */
export function noteOf(order: ApiOrder): string | null {
  return order.items.find((item) => item.notes)?.notes ?? null;
}
