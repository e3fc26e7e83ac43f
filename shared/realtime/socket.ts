// Spec 4 / 7 Realtime: one typed socket per page, opened manually (never auto-connected),
// authenticated by the session cookie on the same origin.
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../contract/realtime';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: RealtimeSocket | null = null;

/**
 * The page's socket, created on first use with `autoConnect: false`. WebSocket first: its handshake always
 * carries the Origin the server checks (a same-origin polling GET carries none, so a polling-first handshake
 * is refused as 'unauthorized'); long-polling stays as the fallback where WebSocket is blocked.
 */
export function getSocket(): RealtimeSocket {
  socket ??= io({ path: '/socket.io', autoConnect: false, withCredentials: true, transports: ['websocket', 'polling'] });
  return socket;
}

export function connectRealtime(): RealtimeSocket {
  const current = getSocket();
  if (!current.connected) current.connect();
  return current;
}

export function disconnectRealtime(): void {
  socket?.disconnect();
}

// Listen with the socket itself (`getSocket().on('new_order', …)`): its event map types each payload.

/**
 * Calls `resync` after every reconnection (not the first connect), so a station can refetch what it
 * missed while offline. Returns the unsubscribe function; components call it on unmount.
 */
export function onReconnect(resync: () => void): () => void {
  const manager = getSocket().io;
  manager.on('reconnect', resync);
  return () => {
    manager.off('reconnect', resync);
  };
}

/**
 * Spec 4 "after each change … an order_update_backend event is emitted so that other clients refresh". The
 * server ignores it (it emits `order_update` itself after every commit); sent only while connected so a
 * change made offline is not replayed later.
 */
export function announceOrderUpdate(orderIds: readonly number[]): void {
  const current = getSocket();
  if (current.connected) current.emit('order_update_backend', { orderIds: [...orderIds] });
}
