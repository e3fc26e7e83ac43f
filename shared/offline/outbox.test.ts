// The outbox state machine with an in-memory store, a scripted sender and a hand-driven clock:
// order of sending, one key per entry, back-off on no answer, "attention" on a refusal or a failed check,
// recovery of an entry left 'sending' by a closed page, and only the signed-in user's entries go.
import { describe, expect, it } from 'vitest';
import { createOutbox, type OutboxEntry, type OutboxStore, type SendOutcome } from './outbox';

interface Payload {
  label: string;
  price?: number;
}
interface Result {
  tokenNo: number;
}
type Entry = OutboxEntry<Payload, Result>;

class MemoryStore implements OutboxStore<Entry> {
  readonly rows = new Map<string, Entry>();
  constructor(initial: Entry[] = []) {
    for (const entry of initial) this.rows.set(entry.key, structuredClone(entry));
  }
  async loadAll() {
    return [...this.rows.values()].map((entry) => structuredClone(entry));
  }
  async put(entry: Entry) {
    this.rows.set(entry.key, structuredClone(entry));
  }
  async remove(key: string) {
    this.rows.delete(key);
  }
}

/** Timers run only when the test says so. */
class ManualTimers {
  now = 1_000_000;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();
  private nextId = 1;
  set = (callback: () => void, ms: number) => {
    const id = this.nextId++;
    this.pending.set(id, { at: this.now + ms, callback });
    return id;
  };
  clear = (id: unknown) => {
    this.pending.delete(id as number);
  };
  delays(): number[] {
    return [...this.pending.values()].map((timer) => timer.at - this.now);
  }
  async advance(ms: number) {
    this.now += ms;
    // A copy: callbacks may add timers while this runs.
    for (const [id, timer] of Array.from(this.pending)) {
      if (timer.at <= this.now) {
        this.pending.delete(id);
        timer.callback();
      }
    }
    await flush();
  }
}

/** Lets every pending promise chain settle (the timers above are not real ones). */
async function flush() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

function setup(
  options: {
    initial?: Entry[];
    user?: string;
    startAt?: number;
    answers?: ((entry: Entry) => SendOutcome<Result>)[];
    check?: (payload: Payload) => string | null;
  } = {},
) {
  const store = new MemoryStore(options.initial);
  const timers = new ManualTimers();
  if (options.startAt !== undefined) timers.now = options.startAt;
  const sent: { key: string; label: string }[] = [];
  const answers = [...(options.answers ?? [])];
  let nextToken = 1;
  let isOnline = true;
  let user: string | null = options.user ?? 'casey';
  let prepareCalls = 0;
  const outbox = createOutbox<Payload, Result>({
    store,
    async send(entry) {
      sent.push({ key: entry.key, label: entry.payload.label });
      const answer = answers.shift();
      if (answer) return answer(entry);
      return isOnline ? { kind: 'sent', result: { tokenNo: nextToken++ } } : { kind: 'retry', message: 'No connection' };
    },
    async prepare() {
      prepareCalls += 1;
      if (!isOnline) throw new Error('offline');
      return options.check ?? (() => null);
    },
    currentUser: () => user,
    now: () => timers.now,
    setTimer: timers.set,
    clearTimer: timers.clear,
  });
  return {
    outbox,
    store,
    timers,
    sent,
    setOnline(value: boolean) {
      isOnline = value;
    },
    setUser(value: string | null) {
      user = value;
    },
    prepareCalls: () => prepareCalls,
    statuses: () => outbox.entries().map((entry) => `${entry.payload.label}:${entry.status}`),
  };
}

describe('outbox', () => {
  it('keeps orders taken offline and sends them in the order taken, each once with its own key, when the connection returns', async () => {
    const t = setup();
    t.setOnline(false);
    await t.outbox.enqueue({ key: 'k1', takenBy: 'casey', payload: { label: 'first' } });
    await t.timers.advance(1);
    await t.outbox.enqueue({ key: 'k2', takenBy: 'casey', payload: { label: 'second' } });
    await t.outbox.enqueue({ key: 'k3', takenBy: 'casey', payload: { label: 'third' } });
    await flush();
    expect(t.statuses()).toEqual(['first:queued', 'second:queued', 'third:queued']);
    expect(t.sent).toEqual([]);
    expect(t.outbox.hasWaiting('casey')).toBe(true);

    t.setOnline(true);
    await t.outbox.drain();
    await flush();
    expect(t.sent).toEqual([
      { key: 'k1', label: 'first' },
      { key: 'k2', label: 'second' },
      { key: 'k3', label: 'third' },
    ]);
    expect(t.outbox.entries().map((entry) => entry.result?.tokenNo)).toEqual([1, 2, 3]);
    expect(t.statuses()).toEqual(['first:sent', 'second:sent', 'third:sent']);
    expect(t.outbox.hasWaiting('casey')).toBe(false);
  });

  it('survives a reload: the store holds every entry; one left "sending" by a closed page is queued again and sent once', async () => {
    const first = setup();
    first.setOnline(false);
    await first.outbox.enqueue({ key: 'k1', takenBy: 'casey', payload: { label: 'a' } });
    await first.outbox.enqueue({ key: 'k2', takenBy: 'casey', payload: { label: 'b' } });
    first.outbox.stop();
    const stored = [...first.store.rows.values()];
    stored[0] = { ...stored[0]!, status: 'sending' };

    const second = setup({ initial: stored });
    await second.outbox.ready;
    expect(second.statuses()).toEqual(['a:queued', 'b:queued']);
    await second.outbox.drain();
    expect(second.sent.map((call) => call.key)).toEqual(['k1', 'k2']);
    expect(second.statuses()).toEqual(['a:sent', 'b:sent']);
  });

  it('backs off while there is no answer (2 s, 5 s, 10 s, 30 s…) and nothing overtakes the first order', async () => {
    const t = setup();
    t.setOnline(false);
    await t.outbox.enqueue({ key: 'k1', takenBy: 'casey', payload: { label: 'a' } });
    await flush();
    // prepare (today's menu) failed: nothing sent, a retry in 2 s.
    expect(t.timers.delays()).toEqual([2_000]);
    await t.timers.advance(2_000);
    expect(t.timers.delays()).toEqual([5_000]);
    await t.timers.advance(5_000);
    expect(t.timers.delays()).toEqual([10_000]);
    await t.timers.advance(10_000);
    expect(t.timers.delays()).toEqual([30_000]);
    await t.timers.advance(30_000);
    expect(t.timers.delays()).toEqual([30_000]);
    expect(t.sent).toEqual([]);

    t.setOnline(true);
    await t.timers.advance(30_000);
    expect(t.statuses()).toEqual(['a:sent']);
    expect(t.timers.delays()).toEqual([]);
  });

  it('a send without an answer keeps the entry queued with the reason and stops the drain (the next one waits its turn)', async () => {
    const t = setup({ answers: [() => ({ kind: 'retry', message: 'No connection' })] });
    t.setOnline(false);
    await t.outbox.enqueue({ key: 'k1', takenBy: 'casey', payload: { label: 'a' } });
    await t.outbox.enqueue({ key: 'k2', takenBy: 'casey', payload: { label: 'b' } });
    await flush();
    t.setOnline(true);
    await t.outbox.drain();
    await flush();
    expect(t.sent.map((call) => call.key)).toEqual(['k1']);
    expect(t.timers.delays()).toEqual([2_000]);
    expect(t.outbox.entries()[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: 'No connection' });
    await t.timers.advance(2_000);
    // Same key again for the same order: the server answers a replay once.
    expect(t.sent.map((call) => call.key)).toEqual(['k1', 'k1', 'k2']);
    expect(t.statuses()).toEqual(['a:sent', 'b:sent']);
  });

  it('a refusal (4xx) puts the entry in "attention" with the server message, writes nothing more for it, and the next order goes', async () => {
    const t = setup({
      answers: [() => ({ kind: 'refused', message: 'One of the items is no longer on the menu. Please refresh the menu!' })],
    });
    t.setOnline(false);
    await t.outbox.enqueue({ key: 'k1', takenBy: 'casey', payload: { label: 'gone' } });
    await t.outbox.enqueue({ key: 'k2', takenBy: 'casey', payload: { label: 'fine' } });
    t.setOnline(true);
    await t.outbox.drain();
    await flush();
    expect(t.statuses()).toEqual(['gone:attention', 'fine:sent']);
    expect(t.outbox.entries()[0]?.lastError).toBe('One of the items is no longer on the menu. Please refresh the menu!');
    // Never sent again by itself.
    await t.outbox.drain();
    await t.timers.advance(60_000);
    expect(t.sent.map((call) => call.key)).toEqual(['k1', 'k2']);
    // Discard (after the cashier confirmed) removes it from the store too.
    await t.outbox.remove('k1');
    expect(t.statuses()).toEqual(['fine:sent']);
    expect([...t.store.rows.keys()]).toEqual(['k2']);
  });

  it('the check before sending (prices changed while it waited) holds the entry in "attention" without sending it', async () => {
    const t = setup({
      check: (payload) =>
        payload.price === 550 ? null : 'Prices have changed since the cart was filled. Please review the totals and try again!',
    });
    t.setOnline(false);
    await t.outbox.enqueue({ key: 'k1', takenBy: 'casey', payload: { label: 'old price', price: 500 } });
    await t.outbox.enqueue({ key: 'k2', takenBy: 'casey', payload: { label: 'today', price: 550 } });
    t.setOnline(true);
    await t.outbox.drain();
    await flush();
    expect(t.sent.map((call) => call.key)).toEqual(['k2']);
    expect(t.statuses()).toEqual(['old price:attention', 'today:sent']);
    expect(t.prepareCalls()).toBeGreaterThanOrEqual(1);
  });

  it('sends only the signed-in user’s entries; a session that ended keeps them queued without retrying', async () => {
    const t = setup({ answers: [() => ({ kind: 'session-ended' })] });
    t.setOnline(false);
    await t.outbox.enqueue({ key: 'mine', takenBy: 'casey', payload: { label: 'mine' } });
    await t.outbox.enqueue({ key: 'theirs', takenBy: 'morgan', payload: { label: 'theirs' } });
    t.setOnline(true);
    await t.outbox.drain();
    await flush();
    expect(t.sent.map((call) => call.key)).toEqual(['mine']);
    expect(t.statuses()).toEqual(['mine:queued', 'theirs:queued']);
    expect(t.timers.delays()).toEqual([]);

    t.setUser('morgan');
    await t.outbox.drain();
    expect(t.sent.map((call) => call.key)).toEqual(['mine', 'theirs']);
    expect(t.statuses()).toEqual(['mine:queued', 'theirs:sent']);
  });

  it('enqueueing the same key twice keeps one entry', async () => {
    const t = setup();
    t.setOnline(false);
    await t.outbox.enqueue({ key: 'same', takenBy: 'casey', payload: { label: 'a' } });
    await t.outbox.enqueue({ key: 'same', takenBy: 'casey', payload: { label: 'a' } });
    expect(t.outbox.entries()).toHaveLength(1);
  });

  it('drops sent entries older than a day at start, keeps everything else', async () => {
    const now = 1_000_000 + 25 * 60 * 60 * 1000;
    const base = { takenBy: 'casey', takenAt: 0, attempts: 1, lastTriedAt: 0, lastError: null };
    const initial: Entry[] = [
      { ...base, key: 'old', seq: 1, payload: { label: 'old' }, status: 'sent', result: { tokenNo: 1 }, sentAt: 1_000 },
      { ...base, key: 'held', seq: 2, payload: { label: 'held' }, status: 'attention', result: null, sentAt: null },
    ];
    const t = setup({ initial, startAt: now });
    await t.outbox.ready;
    expect(t.statuses()).toEqual(['held:attention']);
    expect([...t.store.rows.keys()]).toEqual(['held']);
  });
});
