// bench/outbox.ts's browser half: the POS outbox's own logic (shared/offline/outbox.ts) on the POS's
// own store (IndexedDB through shared/offline/idb.ts), bundled into a page of the real server's origin in headless
// Chromium. It sends each entry as the POS does (create-order, the entry's key as Idempotency-Key, the page's
// cookies); no answer, 408, 429 or 5xx is "try again later", any other refusal needs attention.
import { idbOutboxStore } from '../shared/offline/idb';
import { type Outbox, type OutboxEntry, type SendOutcome, createOutbox } from '../shared/offline/outbox';

type Payload = { body: unknown };
type Result = { tokenNo: number; orderId: number };
type Entry = OutboxEntry<Payload, Result>;

export interface DrainedEntry {
  key: string;
  seq: number;
  status: string;
  attempts: number;
  tokenNo: number | null;
  orderId: number | null;
}

let outbox: Outbox<Payload, Result> | null = null;
let user = '';
/** The "is the browser online" answer: false while orders are being queued. */
let canTry = false;

async function send(entry: Entry): Promise<SendOutcome<Result>> {
  let response: Response;
  try {
    response = await fetch('/api/v1/pos/create-order', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': entry.key },
      body: JSON.stringify(entry.payload.body),
      credentials: 'same-origin',
    });
  } catch (error) {
    return { kind: 'retry', message: String(error) };
  }
  if (response.status === 200) {
    const body = (await response.json()) as Result;
    return { kind: 'sent', result: { tokenNo: body.tokenNo, orderId: body.orderId } };
  }
  if (response.status === 408 || response.status === 429 || response.status >= 500)
    return { kind: 'retry', message: `HTTP ${response.status}` };
  return { kind: 'refused', message: `HTTP ${response.status}: ${await response.text()}` };
}

function view(entry: Entry): DrainedEntry {
  return {
    key: entry.key,
    seq: entry.seq,
    status: entry.status,
    attempts: entry.attempts,
    tokenNo: entry.result?.tokenNo ?? null,
    orderId: entry.result?.orderId ?? null,
  };
}

function started(): Outbox<Payload, Result> {
  if (!outbox) throw new Error('outboxBench.start() first');
  return outbox;
}

const outboxBench = {
  /** Starts the outbox on the stored entries (none on a fresh origin); answers how many it loaded. */
  async start(username: string): Promise<number> {
    user = username;
    canTry = false;
    outbox = createOutbox<Payload, Result>({
      store: idbOutboxStore<Entry>(),
      send,
      // As the POS: today's menu once per drain (it checks the queued orders against it).
      async prepare() {
        const init = await fetch('/api/v1/pos/init', { credentials: 'same-origin' });
        if (init.status !== 200) throw new Error(`pos/init: HTTP ${init.status}`);
        await init.json();
        return () => null;
      },
      currentUser: () => user,
      canTry: () => canTry,
      now: () => Date.now(),
      setTimer: (callback, ms) => setTimeout(callback, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    });
    await outbox.ready;
    return outbox.entries().length;
  },
  /** Queues the orders one after another (each stored before the next is taken); answers the ms it took. */
  async enqueueAll(orders: ReadonlyArray<{ key: string; body: unknown }>): Promise<number> {
    const box = started();
    const startedAt = performance.now();
    for (const order of orders) await box.enqueue({ key: order.key, takenBy: user, payload: { body: order.body } });
    return performance.now() - startedAt;
  },
  /** The connection is back: drains until nothing waits (as the POS does when its socket reconnects). */
  async drainAll(timeoutMs: number): Promise<{ ms: number; entries: DrainedEntry[] }> {
    const box = started();
    canTry = true;
    const startedAt = performance.now();
    await box.drain();
    while (box.hasWaiting(user) && performance.now() - startedAt < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await box.drain();
    }
    return { ms: performance.now() - startedAt, entries: box.entries().map(view) };
  },
};

export type OutboxBench = typeof outboxBench;

(globalThis as unknown as { outboxBench: OutboxBench }).outboxBench = outboxBench;
