// socket.io clients for tests: connect with a client's cookies and an Origin, like a station does.
import { type Socket, io } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/contract/realtime';
import type { TestClient } from './httpClient';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ConnectOptions {
  /** Origin header; the server's own by default, null for none. */
  origin?: string | null;
  cookie?: string;
  /** Extra request headers, e.g. Sec-Fetch-Site. */
  headers?: Record<string, string>;
  transports?: ('websocket' | 'polling')[];
}

/** Resolves once connected; rejects with the server's refusal (connect_error). */
export function connectSocket(baseUrl: string, client: TestClient | null, options: ConnectOptions = {}): Promise<TestSocket> {
  const headers: Record<string, string> = { ...options.headers };
  const origin = options.origin === undefined ? baseUrl : options.origin;
  if (origin !== null) headers.origin = origin;
  const cookie = options.cookie ?? client?.cookieHeader('/socket.io/') ?? '';
  if (cookie) headers.cookie = cookie;
  const socket: TestSocket = io(baseUrl, {
    path: '/socket.io',
    transports: options.transports ?? ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

export function waitForDisconnect(socket: TestSocket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve('already disconnected');
    const timer = setTimeout(() => reject(new Error('socket was not disconnected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
