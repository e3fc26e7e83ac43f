// The outbox: orders taken while the server could not be reached, kept in the browser and sent when it
// can be again. Pure logic over injected parts (a store, a sender, a clock and timers), so every rule is tested
// without a browser (outbox.test.ts); the POS wires it to IndexedDB and the page's API client
// (stations/pos/outbox/posOutbox.ts).
//
// An entry's life:  queued ──send──▶ sending ──200──▶ sent (token and order id; printable; dismissed by hand)
//                     ▲                 │
//                     └─ no answer, 408, 429, 5xx (back-off) ┘
//                                       └─ any other 4xx, or the menu check ──▶ attention (server's message)
// "attention" entries wait for the cashier: edit (load back into the cart, resend as a new order) or discard.
// Order of sending: by `seq` (the order taken), one request at a time, each with its own Idempotency-Key (the
// entry's key), so a retry after a lost answer is answered once by the server. An entry that needs attention
// steps aside and the next one goes; an entry without an answer stops the drain (the rest would fail the same
// way) until the next try, so nothing overtakes an order still waiting for the connection.

type OutboxStatus = 'queued' | 'sending' | 'attention' | 'sent';

export interface OutboxEntry<P, R> {
  /** The Idempotency-Key of the submission; also the entry's key in the store. */
  key: string;
  /** Order taken: higher is later. */
  seq: number;
  /** Who took it: only their session sends it (the server keys idempotency per user). */
  takenBy: string;
  takenAt: number;
  /** What to send and show (opaque to the outbox). */
  payload: P;
  status: OutboxStatus;
  attempts: number;
  lastTriedAt: number | null;
  /** The last failure, in words: the server's message for a refusal, the reason for a retry. */
  lastError: string | null;
  /** The server's answer once sent. */
  result: R | null;
  sentAt: number | null;
}

export interface OutboxStore<E> {
  loadAll(): Promise<E[]>;
  put(entry: E): Promise<void>;
  remove(key: string): Promise<void>;
}

export type SendOutcome<R> =
  | { kind: 'sent'; result: R }
  /** No answer, or "not now" (408, 429, 5xx): stays queued and is tried again later. */
  | { kind: 'retry'; message: string }
  /** The server said no (a 4xx with its message): needs attention, never sent again as is. */
  | { kind: 'refused'; message: string }
  /** The session could not be restored: the page is leaving; the entry stays queued for the next sign-in. */
  | { kind: 'session-ended' };

/** Run before each send of a drain: a reason the entry may not go as it is (e.g. its prices changed), or null. */
export type EntryCheck<P> = (payload: P) => string | null;

export interface OutboxDeps<P, R> {
  store: OutboxStore<OutboxEntry<P, R>>;
  send: (entry: OutboxEntry<P, R>) => Promise<SendOutcome<R>>;
  /**
   * Once per drain, before its first send: fetches what the checks need (today's menu). A failure counts as
   * "no answer" (the drain waits for the next try).
   */
  prepare?: () => Promise<EntryCheck<P>>;
  /** The signed-in user: only their entries are sent. */
  currentUser: () => string | null;
  now: () => number;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** Every change of the list (after it is stored). */
  onChange?: (entries: readonly OutboxEntry<P, R>[]) => void;
  onSent?: (entry: OutboxEntry<P, R>) => void;
  onAttention?: (entry: OutboxEntry<P, R>) => void;
  /** False when trying is pointless (the browser says it is offline): the drain waits for the next try. */
  canTry?: () => boolean;
  /** Delays between tries while the server cannot be reached, the last one repeating. */
  retryDelaysMs?: readonly number[];
  /** Sent entries (kept for printing) are dropped this long after sending, at the next start. */
  keepSentMs?: number;
}

const OUTBOX_RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;
/** The server keeps an Idempotency-Key 24-30 hours; a sent entry has nothing left to offer after a day. */
const OUTBOX_KEEP_SENT_MS = 24 * 60 * 60 * 1000;

export interface Outbox<P, R> {
  /** Resolves once the stored entries are loaded (an entry left 'sending' by a closed page is queued again). */
  readonly ready: Promise<void>;
  entries(): readonly OutboxEntry<P, R>[];
  /** Queued or sending entries of `user` (new orders must queue behind them to keep the order taken). */
  hasWaiting(user: string | null): boolean;
  /** Stores a new entry as queued and starts a drain. */
  enqueue(input: { key: string; takenBy: string; payload: P }): Promise<OutboxEntry<P, R>>;
  /** Sends what is queued now (also the "Send now" button): any back-off wait is cut short. */
  drain(): Promise<void>;
  /** Removes an entry for good (discard after confirmation, dismiss a sent one, or its edited order went out). */
  remove(key: string): Promise<void>;
  /** Stops timers; the store keeps everything. */
  stop(): void;
}

function bySeq<P, R>(a: OutboxEntry<P, R>, b: OutboxEntry<P, R>): number {
  return a.seq - b.seq;
}

export function createOutbox<P, R>(deps: OutboxDeps<P, R>): Outbox<P, R> {
  const retryDelays = deps.retryDelaysMs ?? OUTBOX_RETRY_DELAYS_MS;
  const entries = new Map<string, OutboxEntry<P, R>>();
  let lastSeq = 0;
  let draining: Promise<void> | null = null;
  let isDrainAsked = false;
  let retryTimer: unknown = null;
  let failedTries = 0;
  let isStopped = false;

  function list(): OutboxEntry<P, R>[] {
    return [...entries.values()].sort(bySeq);
  }

  function changed(): void {
    deps.onChange?.(list());
  }

  async function save(entry: OutboxEntry<P, R>): Promise<void> {
    entries.set(entry.key, entry);
    await deps.store.put(entry);
    changed();
  }

  const ready = (async () => {
    const stored = await deps.store.loadAll();
    const keepSentAfter = deps.now() - (deps.keepSentMs ?? OUTBOX_KEEP_SENT_MS);
    for (const entry of stored) {
      if (entry.status === 'sent' && (entry.sentAt ?? 0) < keepSentAfter) {
        await deps.store.remove(entry.key);
        continue;
      }
      // A page closed mid-send: whether the server got it or not, sending again with the same key is safe.
      const loaded = entry.status === 'sending' ? { ...entry, status: 'queued' as const } : entry;
      entries.set(loaded.key, loaded);
      lastSeq = Math.max(lastSeq, loaded.seq);
    }
    changed();
  })();

  function waiting(user: string | null): OutboxEntry<P, R>[] {
    return list().filter((entry) => entry.takenBy === user && (entry.status === 'queued' || entry.status === 'sending'));
  }

  function cancelRetry(): void {
    if (retryTimer !== null) deps.clearTimer(retryTimer);
    retryTimer = null;
  }

  function scheduleRetry(): void {
    if (isStopped) return;
    cancelRetry();
    const delay = retryDelays[Math.min(failedTries, retryDelays.length - 1)] ?? 30_000;
    failedTries += 1;
    retryTimer = deps.setTimer(() => {
      retryTimer = null;
      void drain();
    }, delay);
  }

  async function runDrain(): Promise<void> {
    await ready;
    let check: EntryCheck<P> | null = null;
    for (;;) {
      if (isStopped) return;
      const next = waiting(deps.currentUser())[0];
      if (!next) {
        failedTries = 0;
        return;
      }
      if (deps.canTry && !deps.canTry()) {
        scheduleRetry();
        return;
      }
      if (!check) {
        try {
          check = deps.prepare ? await deps.prepare() : () => null;
        } catch {
          scheduleRetry();
          return;
        }
      }
      const refusal = check(next.payload);
      if (refusal) {
        const held = { ...next, status: 'attention' as const, lastError: refusal, lastTriedAt: deps.now() };
        await save(held);
        deps.onAttention?.(held);
        continue;
      }
      const sending = { ...next, status: 'sending' as const, attempts: next.attempts + 1, lastTriedAt: deps.now() };
      await save(sending);
      let outcome: SendOutcome<R>;
      try {
        outcome = await deps.send(sending);
      } catch (error) {
        outcome = { kind: 'retry', message: error instanceof Error ? error.message : String(error) };
      }
      // Removed (discarded) while its request was out: whatever came back, it is gone.
      if (!entries.has(sending.key)) continue;
      if (outcome.kind === 'sent') {
        failedTries = 0;
        const sent = { ...sending, status: 'sent' as const, result: outcome.result, lastError: null, sentAt: deps.now() };
        await save(sent);
        deps.onSent?.(sent);
        continue;
      }
      if (outcome.kind === 'refused') {
        const held = { ...sending, status: 'attention' as const, lastError: outcome.message };
        await save(held);
        deps.onAttention?.(held);
        continue;
      }
      await save({ ...sending, status: 'queued', lastError: outcome.kind === 'retry' ? outcome.message : sending.lastError });
      if (outcome.kind === 'retry') scheduleRetry();
      return;
    }
  }

  function drain(): Promise<void> {
    if (isStopped) return Promise.resolve();
    if (draining) {
      isDrainAsked = true;
      return draining;
    }
    cancelRetry();
    draining = runDrain().finally(() => {
      draining = null;
      // Asked again meanwhile (a new order, the connection back): go again now rather than after the back-off.
      if (isDrainAsked) {
        isDrainAsked = false;
        void drain();
      }
    });
    return draining;
  }

  return {
    ready,
    entries: list,
    hasWaiting: (user) => waiting(user).length > 0,
    async enqueue({ key, takenBy, payload }) {
      await ready;
      const existing = entries.get(key);
      if (existing) return existing;
      const now = deps.now();
      lastSeq = Math.max(lastSeq + 1, now);
      const entry: OutboxEntry<P, R> = {
        key,
        seq: lastSeq,
        takenBy,
        takenAt: now,
        payload,
        status: 'queued',
        attempts: 0,
        lastTriedAt: null,
        lastError: null,
        result: null,
        sentAt: null,
      };
      await save(entry);
      void drain();
      return entry;
    },
    drain() {
      failedTries = 0;
      return drain();
    },
    async remove(key) {
      await ready;
      if (!entries.delete(key)) return;
      await deps.store.remove(key);
      changed();
    },
    stop() {
      isStopped = true;
      cancelRetry();
    },
  };
}
