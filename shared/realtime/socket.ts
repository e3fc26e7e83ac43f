// Spec 4 / 7 Realtime: one typed socket per page, opened manually (never auto-connected),
// authenticated by the session cookie on the same origin.
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../contract/realtime';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: RealtimeSocket | null = null;

/** The page's socket, created on first use with `autoConnect: false`. */
export function getSocket(): RealtimeSocket {
  socket ??= io({ path: '/socket.io', autoConnect: false, withCredentials: true });
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
