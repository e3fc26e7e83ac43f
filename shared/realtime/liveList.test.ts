// The live list over a fake socket (reconnection): the e2e server cannot be restarted under Playwright's
// shared webServer, so the reconnect story (banner after 5 s, refetch on every reconnection, manual reconnect
// after a clean server shutdown or a refused handshake) is proven here, with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLiveList, type LiveSocket } from './liveList';

type Listener = (...args: unknown[]) => void;

/** Just enough of socket.io's client: connect(), on/off, `connected` and `active`, driven by the test. */
class FakeSocket {
  connected = false;
  active = false;
  connectCalls = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of Array.from(this.listeners.get(event) ?? [])) listener(...args);
  }

  /** The handshake succeeded (first connection or a reconnection). */
  accept() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The transport dropped: socket.io retries by itself (still active). */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server shut down cleanly: socket.io does not retry. */
  serverShutdown() {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }

  /** The handshake was refused (e.g. expired session): socket.io does not retry. */
  refuse() {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error('unauthorized'));
  }

  serverEmit(event: 'new_order' | 'order_update', payload: unknown) {
    this.fire(event, payload);
  }

  asLiveSocket(): LiveSocket {
    return this;
  }
}

function setup(options: { refetch?: () => Promise<unknown> } = {}) {
  const socket = new FakeSocket();
  const refetch = vi.fn<() => Promise<unknown>>(options.refetch ?? (() => Promise.resolve()));
  const onNewOrder = vi.fn<(event: { tokenNo: number; orderId: number }) => void>();
  const lost: boolean[] = [];
  const live = startLiveList({
    socket: socket.asLiveSocket(),
    refetch,
    onNewOrder,
    onConnectionLostChange: (isLost) => lost.push(isLost),
  });
  return { socket, refetch, onNewOrder, lost, live };
}

/** Runs timers and the promise jobs they start. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startLiveList', () => {
  it('loads at once, connects manually once the first list is drawn, and refetches once the socket has joined its rooms', async () => {
    const { socket, refetch } = setup();
    expect(refetch).toHaveBeenCalledTimes(1);
    // The socket.io client's evaluation and handshake wait for the first list's frame (no frames here: the
    // hidden-tab fallback, half a second).
    expect(socket.connectCalls).toBe(0);
    await advance(499);
    expect(socket.connectCalls).toBe(0);
    await advance(1);
    expect(socket.connectCalls).toBe(1);
    socket.accept();
    await advance(200);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('asks for the connection within 1 s even while the first load is still running', async () => {
    const { socket, refetch } = setup({ refetch: () => new Promise<void>(() => {}) });
    await advance(999);
    expect(socket.connectCalls).toBe(0);
    await advance(1);
    expect(socket.connectCalls).toBe(1);
    await advance(5_000);
    expect(socket.connectCalls).toBe(1);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('never connects a list stopped before its first load was drawn', async () => {
    const { socket, live } = setup();
    live.stop();
    await advance(5_000);
    expect(socket.connectCalls).toBe(0);
  });

  it('does not connect a socket that is already connected', () => {
    const socket = new FakeSocket();
    socket.connected = true;
    socket.active = true;
    startLiveList({ socket: socket.asLiveSocket(), refetch: () => Promise.resolve() });
    expect(socket.connectCalls).toBe(0);
  });

  it('coalesces a burst of new_order and order_update into one refetch; every new_order is announced', async () => {
    const { socket, refetch, onNewOrder } = setup();
    socket.accept();
    await advance(500);
    refetch.mockClear();

    socket.serverEmit('new_order', { tokenNo: 1, orderId: 11 });
    socket.serverEmit('order_update', { orderIds: [11] });
    socket.serverEmit('new_order', { tokenNo: 2, orderId: 12 });
    for (let index = 0; index < 20; index += 1) socket.serverEmit('order_update', { orderIds: [11] });
    await advance(500);

    expect(refetch).toHaveBeenCalledTimes(1);
    expect(onNewOrder.mock.calls.map(([event]) => event)).toEqual([
      { tokenNo: 1, orderId: 11 },
      { tokenNo: 2, orderId: 12 },
    ]);
  });

  it('keeps one refetch in flight; events meanwhile make exactly one more after it', async () => {
    const gate = { release: () => {} };
    const { socket, refetch } = setup({
      refetch: () =>
        new Promise<void>((resolve) => {
          gate.release = resolve;
        }),
    });
    socket.accept();
    // The first load is still running: the connect, then three events, all wait for it.
    socket.serverEmit('order_update', { orderIds: [1] });
    socket.serverEmit('order_update', { orderIds: [2] });
    await advance(500);
    socket.serverEmit('order_update', { orderIds: [3] });
    await advance(500);
    expect(refetch).toHaveBeenCalledTimes(1);

    gate.release();
    await advance(500);
    expect(refetch).toHaveBeenCalledTimes(2);
    gate.release();
    await advance(500);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('reports connection lost after 5 s without a connection, and clears it (with a refetch) on recovery', async () => {
    const { socket, refetch, lost } = setup();
    socket.accept();
    await advance(500);
    refetch.mockClear();

    socket.drop();
    await advance(4_999);
    expect(lost).toEqual([]);
    await advance(1);
    expect(lost).toEqual([true]);

    socket.accept();
    expect(lost).toEqual([true, false]);
    await advance(500);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('never shows the banner for a blip shorter than 5 s, but still refetches after it', async () => {
    const { socket, refetch, lost } = setup();
    socket.accept();
    await advance(500);
    refetch.mockClear();
    socket.drop();
    await advance(3_000);
    socket.accept();
    await advance(10_000);
    expect(lost).toEqual([]);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the banner when the first connection never comes', async () => {
    const { lost } = setup();
    await advance(5_000);
    expect(lost).toEqual([true]);
  });

  it('reconnects by itself after a clean server shutdown (socket.io would not), refetching first', async () => {
    const { socket, refetch, lost } = setup();
    socket.accept();
    await advance(500);
    refetch.mockClear();
    const connectsBefore = socket.connectCalls;

    socket.serverShutdown();
    await advance(1_000);
    // First retry after 1 s: refetch (the server may still be down), then a manual connect.
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(socket.connectCalls).toBe(connectsBefore + 1);

    // Still down: the handshake is refused; the next retry waits longer (2 s).
    socket.refuse();
    await advance(1_999);
    expect(socket.connectCalls).toBe(connectsBefore + 1);
    await advance(1);
    expect(socket.connectCalls).toBe(connectsBefore + 2);
    await advance(3_000);
    expect(lost).toEqual([true]);

    // The server is back: connected, banner cleared, the list refetched.
    socket.accept();
    await advance(500);
    expect(lost).toEqual([true, false]);
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('lets socket.io retry a dropped transport by itself (no manual connect while it is active)', async () => {
    const { socket } = setup();
    socket.accept();
    const connects = socket.connectCalls;
    socket.drop();
    await advance(60_000);
    expect(socket.connectCalls).toBe(connects);
  });

  it('after a refused handshake (expired session) refetches before connecting again, so the session is renewed', async () => {
    const order: string[] = [];
    const socket = new FakeSocket();
    const connect = socket.connect.bind(socket);
    socket.connect = () => {
      order.push('connect');
      return connect();
    };
    startLiveList({
      socket: socket.asLiveSocket(),
      refetch: async () => {
        order.push('refetch');
      },
    });
    // The first load drawn and the first connection asked for, then refused.
    await advance(500);
    expect(order).toEqual(['refetch', 'connect']);
    order.length = 0;
    socket.refuse();
    await advance(1_000);
    expect(order).toEqual(['refetch', 'connect']);
  });

  it('stop() removes every listener and timer and ignores later events', async () => {
    const { socket, refetch, live } = setup();
    expect(socket.listenerCount()).toBe(5);
    socket.accept();
    socket.serverEmit('order_update', { orderIds: [1] });
    socket.serverShutdown();
    live.stop();
    expect(socket.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    refetch.mockClear();
    await advance(60_000);
    expect(refetch).not.toHaveBeenCalled();
  });

  it('refresh() refetches now, and a failing refetch does not stop the next ones', async () => {
    let shouldFail = true;
    const { socket, refetch, live } = setup({
      refetch: () => (shouldFail ? Promise.reject(new Error('offline')) : Promise.resolve()),
    });
    await advance(0);
    shouldFail = false;
    await live.refresh();
    expect(refetch).toHaveBeenCalledTimes(2);
    socket.accept();
    await advance(500);
    expect(refetch).toHaveBeenCalledTimes(3);
  });

  it('a failed refetch is tried again by itself (1 s, 2 s, 5 s…) until one succeeds, then the tries stop', async () => {
    let failuresLeft = 3;
    const { socket, refetch } = setup({
      refetch: () => (failuresLeft-- > 0 ? Promise.reject(new Error('server down')) : Promise.resolve()),
    });
    socket.accept();
    await advance(200);
    // The first load and the one after the connect failed: a retry after 1 s, then 2 s.
    expect(refetch).toHaveBeenCalledTimes(2);
    await advance(1_000);
    expect(refetch).toHaveBeenCalledTimes(3);
    await advance(2_000);
    expect(refetch).toHaveBeenCalledTimes(4);
    await advance(60_000);
    expect(refetch).toHaveBeenCalledTimes(4);
  });

  it('reports when the connection went, for "stale since"', async () => {
    const socket = new FakeSocket();
    const lost: [boolean, number][] = [];
    startLiveList({
      socket: socket.asLiveSocket(),
      refetch: () => Promise.resolve(),
      onConnectionLostChange: (isLost, since) => lost.push([isLost, since]),
    });
    socket.accept();
    await advance(10_000);
    const droppedAt = Date.now();
    socket.drop();
    await advance(5_000);
    expect(lost).toEqual([[true, droppedAt]]);
  });

  it.each([
    ['10 s', 10_000],
    ['3 min', 3 * 60_000],
    ['30 min', 30 * 60_000],
  ])('after a %s gap (server away, events missed) the list is refetched once on reconnection', async (_label, gapMs) => {
    const { socket, refetch, lost } = setup();
    socket.accept();
    await advance(500);
    refetch.mockClear();
    socket.drop();
    // socket.io retries by itself meanwhile; nothing is refetched without a connection.
    await advance(gapMs);
    expect(lost).toEqual([true]);
    expect(refetch).not.toHaveBeenCalled();
    socket.accept();
    await advance(500);
    expect(lost).toEqual([true, false]);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
