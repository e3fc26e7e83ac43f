// Spec 4 / 7 Realtime: one typed socket per page, opened manually (never auto-connected),
// authenticated by the session cookie on the same origin.
//
// No station needs the socket to draw its first screen (every list loads over HTTP first and the
// socket only says when to load again), so the socket.io client is a lazy chunk (./socketClient.ts), requested
// when a screen first asks to connect: a live list does once its first answer is drawn (./liveList.ts), so the
// chunk's evaluation and handshake never sit between that answer and its draw. Until it arrives, `getSocket()` is
// a stand-in that keeps listeners, the connect request and emits, and hands them to the real socket in order
// (socket.io itself buffers emits until connected, so nothing changes for callers). If the chunk cannot be fetched
// (server away), it is tried again with a growing delay while the socket is wanted; `active` stays true meanwhile,
// like socket.io's own reconnection, and the live lists show 'connection lost' after 5 s.
import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../contract/realtime';
import { retryingImport } from '../ui/deferred/retryingImport';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What stations listen to: the server's events and socket.io's own connect / disconnect / connect_error. */
interface SocketListenEvents extends ServerToClientEvents {
  connect: () => void;
  disconnect: (reason: string) => void;
  connect_error: (error: Error) => void;
}

/** The part of the socket the stations use, available before the socket.io client has loaded. */
export interface PageSocket {
  readonly connected: boolean;
  /** True while the socket is connected or trying to be (socket.io's `active`). */
  readonly active: boolean;
  connect(): void;
  disconnect(): void;
  on<E extends keyof SocketListenEvents>(event: E, listener: SocketListenEvents[E]): void;
  off<E extends keyof SocketListenEvents>(event: E, listener: SocketListenEvents[E]): void;
  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void;
}

/** The client chunk; fetched again under a new address after a failure (the browser would refuse the same one). */
const importSocketClient = retryingImport(() => import('./socketClient'), { reloadWhenStuck: false });

/** Delays between tries to fetch the client chunk, the last one repeating. */
const LOAD_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

type Operation = (socket: RealtimeSocket) => void;

// socket.io types `on`/`emit` per event name; our event maps are the same maps, so the calls are forwarded as is.
type LooseSocket = {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
};
const loose = (socket: RealtimeSocket): LooseSocket => socket as unknown as LooseSocket;

class LazyPageSocket implements PageSocket {
  private real: RealtimeSocket | null = null;
  private readonly pending: Operation[] = [];
  private isWanted = false;
  private isLoading = false;
  private failedLoads = 0;

  get connected(): boolean {
    return this.real?.connected ?? false;
  }

  get active(): boolean {
    return this.real ? this.real.active : this.isWanted;
  }

  connect(): void {
    this.isWanted = true;
    this.run((socket) => socket.connect());
  }

  disconnect(): void {
    this.isWanted = false;
    this.run((socket) => socket.disconnect());
  }

  on<E extends keyof SocketListenEvents>(event: E, listener: SocketListenEvents[E]): void {
    this.run((socket) => loose(socket).on(event, listener));
  }

  off<E extends keyof SocketListenEvents>(event: E, listener: SocketListenEvents[E]): void {
    this.run((socket) => loose(socket).off(event, listener));
  }

  emit<E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>): void {
    this.run((socket) => loose(socket).emit(event, ...args));
  }

  /** Fetches the client chunk (once at a time) and replays what was asked meanwhile. */
  private load(): void {
    if (this.real || this.isLoading) return;
    this.isLoading = true;
    importSocketClient()
      .then(({ createRealtimeSocket }) => createRealtimeSocket())
      .then(
        (socket) => {
          this.isLoading = false;
          this.real = socket;
          for (const operation of this.pending.splice(0)) operation(socket);
        },
        () => {
          this.isLoading = false;
          const delay = LOAD_RETRY_DELAYS_MS[Math.min(this.failedLoads, LOAD_RETRY_DELAYS_MS.length - 1)];
          this.failedLoads += 1;
          setTimeout(() => {
            if (this.isWanted) this.load();
          }, delay);
        },
      );
  }

  private run(operation: Operation): void {
    if (this.real) {
      operation(this.real);
      return;
    }
    this.pending.push(operation);
    // Listeners wait for the connect request: a socket never asked to connect hears nothing anyway.
    if (this.isWanted) this.load();
  }
}

let socket: LazyPageSocket | null = null;

/** The page's socket, created on first use; the socket.io client starts loading at the first connect request. */
export function getSocket(): PageSocket {
  socket ??= new LazyPageSocket();
  return socket;
}

export function connectRealtime(): PageSocket {
  const current = getSocket();
  if (!current.connected) current.connect();
  return current;
}

// Listen with the socket itself (`getSocket().on('new_order', …)`): its event map types each payload.

/**
 * Spec 4 "after each change … an order_update_backend event is emitted so that other clients refresh". The
 * server ignores it (it emits `order_update` itself after every commit); sent only while connected so a
 * change made offline is not replayed later.
 */
export function announceOrderUpdate(orderIds: readonly number[]): void {
  const current = getSocket();
  if (current.connected) current.emit('order_update_backend', { orderIds: [...orderIds] });
}
