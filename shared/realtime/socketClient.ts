// The socket.io client itself (~11 KiB gzip), a lazy chunk that only ./socket.ts imports.
import { io } from 'socket.io-client';
import type { RealtimeSocket } from './socket';

/**
 * The page's socket, with `autoConnect: false` (spec 4: connected manually). WebSocket first: its handshake
 * always carries the Origin the server checks; long-polling is the fallback where WebSocket is blocked (its
 * same-origin GET passes on `Sec-Fetch-Site`). `tryAllTransports` is what makes that fallback real: without
 * it engine.io-client gives up on the first transport's error and every reconnection tries WebSocket again, so
 * a network that refuses upgrades never connected (measured in headless Chromium).
 */
export function createRealtimeSocket(): RealtimeSocket {
  return io({
    path: '/socket.io',
    autoConnect: false,
    withCredentials: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
  });
}
