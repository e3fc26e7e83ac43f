// `kill -9` of the server in the middle of a load of parallel orders, then a restart on the same
// database. Each till places orders back to back, each with its own Idempotency-Key, and retries a failed or
// aborted request with the same key until it is answered, as the POS does (a network error or a 5xx: the
// order may or may not have been written). Used by the resilience tier (which asserts) and bench/outbox.ts
// (which prints the figures).
import type { Db } from '../../../server/db/client';
import { cartLine } from '../../factories/menu';
import type { TestClient } from '../../support/httpClient';
import { eventually, sleep } from '../../support/processes';
import type { Brigade } from './brigade';

const CREATE_ORDER = '/api/v1/pos/create-order';

export interface Acknowledged {
  key: string;
  orderId: number;
  tokenNo: number;
  /** Sends of this key until the 200 (1 when nothing went wrong). */
  attempts: number;
  /** The 200 was the stored answer of an earlier send (Idempotent-Replayed): that send was written, its answer lost. */
  isReplay: boolean;
}

export interface KillRound {
  acknowledged: Acknowledged[];
  /** Acknowledged before the kill. */
  acknowledgedBeforeKill: number;
  /** Requests sent and not yet answered when the kill came. */
  inFlightAtKill: number;
  /** When the kill came, in ms after the warm-up. */
  killDelayMs: number;
  /** From the kill to the restarted server answering /ready 200 (the outage the tills lived through). */
  outageMs: number;
  /** Answers that were neither a 200 nor worth a retry (4xx): none expected. */
  refused: string[];
}

export interface KillRoundOptions {
  /** Prefix of this round's keys (unique in the database). */
  prefix: string;
  /** Acknowledged orders before the kill moment is drawn. */
  warmUp?: number;
  /** The kill comes at a random moment up to this long after the warm-up. */
  maxKillDelayMs?: number;
  /** Orders acknowledged after the restart before the load stops. */
  afterRestart?: number;
}

/** One order per key: one tea whose note is the key, so the database tells which key each order came from. */
export function keyedOrder(teaId: number, key: string) {
  return { cart: [cartLine(teaId, { notes: key })] };
}

/** Sends one order until it is answered 200 (retrying with the same key), or refused with a 4xx. */
async function placeUntilAnswered(
  client: TestClient,
  key: string,
  body: unknown,
  state: { inFlight: number; isAborted: boolean },
): Promise<Acknowledged | string> {
  for (let attempts = 1; ; attempts += 1) {
    state.inFlight += 1;
    let status = 0;
    let answer: { status: number; body: { orderId: number; tokenNo: number }; replayed: boolean; text: string } | undefined;
    try {
      // A till gives up on an answer that does not come and sends again (same key).
      const response = await client.post(CREATE_ORDER, body, { headers: { 'idempotency-key': key }, signal: AbortSignal.timeout(30_000) });
      status = response.status;
      answer = { status, body: response.body, replayed: response.headers.get('idempotent-replayed') === 'true', text: response.text };
    } catch {
      // Connection refused, reset or aborted: the server is down or went down mid-request.
    } finally {
      state.inFlight -= 1;
    }
    if (answer && status === 200) {
      return { key, orderId: answer.body.orderId, tokenNo: answer.body.tokenNo, attempts, isReplay: answer.replayed };
    }
    if (answer && status < 500) return `${key}: ${status} ${answer.text}`;
    if (state.isAborted) return `${key}: given up (the round failed)`;
    await sleep(100 + Math.random() * 150);
  }
}

/**
 * Starts `tills.length` tills on `brigade.node`, kills the node with -9 at a random moment once `warmUp`
 * orders were acknowledged, starts it again on the same database and port, and stops the load once
 * `afterRestart` more orders were acknowledged. Every key sent is retried until answered, so every order
 * written was acknowledged in the end (unless the server lost or doubled one).
 */
export async function killUnderLoad(
  brigade: Brigade,
  tills: readonly TestClient[],
  teaId: number,
  options: KillRoundOptions,
): Promise<KillRound> {
  const { prefix, warmUp = 16, maxKillDelayMs = 2000, afterRestart = 32 } = options;
  const acknowledged: Acknowledged[] = [];
  const refused: string[] = [];
  const state = { inFlight: 0, isAborted: false, isRunning: true };
  const killDelayMs = Math.round(Math.random() * maxKillDelayMs);
  let acknowledgedBeforeKill = 0;
  let inFlightAtKill = 0;
  let outageMs = 0;

  const till = async (client: TestClient, index: number) => {
    for (let count = 1; state.isRunning && !state.isAborted; count += 1) {
      const key = `${prefix}-till${index}-${count}`;
      const outcome = await placeUntilAnswered(client, key, keyedOrder(teaId, key), state);
      if (typeof outcome === 'string') refused.push(outcome);
      else acknowledged.push(outcome);
    }
  };
  const killer = async () => {
    try {
      await eventually(() => acknowledged.length >= warmUp, `fewer than ${warmUp} orders were acknowledged before the kill`, 60_000);
      await sleep(killDelayMs);
      acknowledgedBeforeKill = acknowledged.length;
      inFlightAtKill = state.inFlight;
      const killedAt = Date.now();
      await brigade.kill();
      await brigade.restart();
      outageMs = Date.now() - killedAt;
      await eventually(
        () => acknowledged.length >= acknowledgedBeforeKill + afterRestart,
        `fewer than ${afterRestart} orders were acknowledged after the restart`,
        120_000,
      );
      state.isRunning = false;
    } catch (error) {
      state.isAborted = true;
      throw error;
    }
  };
  await Promise.all([killer(), ...tills.map((client, index) => till(client, index + 1))]);
  return { acknowledged, acknowledgedBeforeKill, inFlightAtKill, killDelayMs, outageMs, refused };
}

export interface StoredOrders {
  /** Acknowledged orders found in the database with the id, token and key they were acknowledged with. */
  present: number;
  /** Acknowledged orders not found so. */
  lost: string[];
  /** Orders beyond the first for one key. */
  duplicated: string[];
  /** Orders whose key was never acknowledged (written but the till never got an answer, even on retry). */
  unacknowledged: string[];
  /** Per business day, the tokens missing from 1..N and the tokens given twice. */
  tokenGaps: string[];
  tokenRepeats: string[];
  /** Per business day, when the token counter row disagrees with the highest token. */
  counterMismatches: string[];
  orders: number;
}

/** What the database holds, compared with what the tills were told. */
export async function compareWithDatabase(db: Db, acknowledged: readonly Acknowledged[]): Promise<StoredOrders> {
  const rows = await db
    .selectFrom('orders')
    .innerJoin('order_items', 'order_items.order_id', 'orders.id')
    .select(['orders.id', 'orders.token_no', 'orders.business_date', 'order_items.notes'])
    .execute();
  const byKey = new Map<string, Array<{ id: number; token: number }>>();
  const tokensByDay = new Map<string, number[]>();
  for (const row of rows) {
    const key = row.notes ?? `(no key) order ${row.id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), { id: row.id, token: row.token_no }]);
  }
  const orders = await db.selectFrom('orders').select(['id', 'token_no', 'business_date']).execute();
  for (const order of orders) tokensByDay.set(order.business_date, [...(tokensByDay.get(order.business_date) ?? []), order.token_no]);

  const acknowledgedKeys = new Set(acknowledged.map((order) => order.key));
  const lost = acknowledged
    .filter((order) => !byKey.get(order.key)?.some((stored) => stored.id === order.orderId && stored.token === order.tokenNo))
    .map((order) => `${order.key} (order ${order.orderId}, token ${order.tokenNo})`);
  const duplicated = [...byKey]
    .filter(([, stored]) => stored.length > 1)
    .map(([key, stored]) => `${key}: orders ${stored.map((order) => order.id).join(', ')}`);
  const unacknowledged = [...byKey.keys()].filter((key) => !acknowledgedKeys.has(key));

  const tokenGaps: string[] = [];
  const tokenRepeats: string[] = [];
  const counterMismatches: string[] = [];
  const counters = await db.selectFrom('daily_token_counters').select(['business_date', 'last_token']).execute();
  for (const [day, tokens] of tokensByDay) {
    const sorted = tokens.toSorted((x, y) => x - y);
    const seen = new Set<number>();
    for (const token of sorted) {
      if (seen.has(token)) tokenRepeats.push(`${day} #${token}`);
      seen.add(token);
    }
    const highest = sorted.at(-1) ?? 0;
    for (let token = 1; token <= highest; token += 1) if (!seen.has(token)) tokenGaps.push(`${day} #${token}`);
    const counter = counters.find((row) => row.business_date === day)?.last_token;
    if (counter !== highest) counterMismatches.push(`${day}: counter ${counter}, highest token ${highest}`);
  }
  return {
    present: acknowledged.length - lost.length,
    lost,
    duplicated,
    unacknowledged,
    tokenGaps,
    tokenRepeats,
    counterMismatches,
    orders: orders.length,
  };
}
