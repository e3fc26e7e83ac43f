// The page socket stands in for the socket.io client until its lazy chunk arrives, fetched at the first connect
// request: listeners, the connect request and emits reach the real socket in call order; a chunk that cannot be
// fetched is tried again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Call = [string, ...unknown[]];

const state = vi.hoisted(() => ({ failuresLeft: 0, calls: [] as Call[], sockets: 0 }));

// A failure to fetch the chunk and a failure to create the socket take the same path in ./socket.ts.
vi.mock('./socketClient', () => {
  return {
    createRealtimeSocket() {
      if (state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        throw new Error('chunk unavailable');
      }
      state.sockets += 1;
      const fake = {
        connected: false,
        active: false,
        connect() {
          state.calls.push(['connect']);
          fake.active = true;
        },
        disconnect() {
          state.calls.push(['disconnect']);
          fake.active = false;
        },
        on: (...args: unknown[]) => state.calls.push(['on', ...args]),
        off: (...args: unknown[]) => state.calls.push(['off', ...args]),
        emit: (...args: unknown[]) => state.calls.push(['emit', ...args]),
      };
      return fake;
    },
  };
});

async function freshSocketModule() {
  vi.resetModules();
  return import('./socket');
}

beforeEach(() => {
  state.failuresLeft = 0;
  state.calls = [];
  state.sockets = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('getSocket', () => {
  it('answers at once, then hands listeners, the connect request and emits to the real socket in order', async () => {
    const { getSocket, connectRealtime } = await freshSocketModule();
    const socket = getSocket();
    const handleNewOrder = vi.fn<(payload: { tokenNo: number; orderId: number }) => void>();
    expect(socket.connected).toBe(false);
    expect(socket.active).toBe(false);

    socket.on('new_order', handleNewOrder);
    connectRealtime();
    expect(socket.active).toBe(true);
    socket.emit('new_order_backend', { tokenNo: 1, orderId: 11 });
    socket.off('new_order', handleNewOrder);
    expect(state.calls).toEqual([]);

    await vi.waitFor(() => expect(state.calls.length).toBeGreaterThan(0));
    expect(state.calls).toEqual([
      ['on', 'new_order', handleNewOrder],
      ['connect'],
      ['emit', 'new_order_backend', { tokenNo: 1, orderId: 11 }],
      ['off', 'new_order', handleNewOrder],
    ]);
    expect(state.sockets).toBe(1);

    // Once loaded, calls go straight through, and `active` is the real socket's.
    const handleConnect = vi.fn<() => void>();
    socket.on('connect', handleConnect);
    expect(state.calls.at(-1)).toEqual(['on', 'connect', handleConnect]);
    expect(socket.active).toBe(true);
  });

  it('fetches the socket.io client only at the first connect request, then replays what was asked before', async () => {
    const { getSocket } = await freshSocketModule();
    const socket = getSocket();
    const handleConnect = vi.fn<() => void>();
    socket.on('connect', handleConnect);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.sockets).toBe(0);
    expect(socket.active).toBe(false);

    socket.connect();
    await vi.waitFor(() => expect(state.sockets).toBe(1));
    expect(state.calls).toEqual([['on', 'connect', handleConnect], ['connect']]);
  });

  it('announces order updates only while connected', async () => {
    const { connectRealtime, announceOrderUpdate } = await freshSocketModule();
    connectRealtime();
    await vi.waitFor(() => expect(state.sockets).toBe(1));
    announceOrderUpdate([3]);
    expect(state.calls).toEqual([['connect']]);
  });

  it('tries the chunk again with a growing delay while the socket is wanted', async () => {
    vi.useFakeTimers();
    state.failuresLeft = 2;
    const { connectRealtime } = await freshSocketModule();
    const socket = connectRealtime();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.sockets).toBe(0);
    expect(socket.active).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.sockets).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(state.sockets).toBe(1);
    expect(state.calls).toEqual([['connect']]);
  });
});
