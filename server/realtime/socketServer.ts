// Spec 7 Realtime: socket.io on the HTTP server, same origin (and ALLOWED_ORIGINS). The handshake authenticates
// from the access cookie exactly like HTTP (device not revoked, user exists) and checks the Origin like CSRF.
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { fastifyCookie } from '@fastify/cookie';
import { Server, type ServerOptions } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/contract/realtime';
import { ACCESS_COOKIE } from '../../shared/domain/access/session';
import type { Config } from '../config';
import { isAllowedHandshake, isListedOrigin } from '../http/origin';
import type { ServiceContext } from '../infrastructure/context';
import { resolveSession } from '../session/resolveSession';
import { roomsFor } from './rooms';

interface SocketData {
  userId: number;
  username: string;
  deviceId: string;
  /** Rooms by scope at handshake time; a scope change through the Users routes moves open sockets (broadcaster). */
  rooms: string[];
}

/**
 * Between nodes, through the cluster adapter's `serverSideEmit`: socket actions each node applies
 * to its own sockets (the node that decided applies them to its own at once).
 */
interface InterServerEvents {
  /** A user's scopes changed: their sockets leave `leave` and join `join`. */
  userRoomsChanged(change: { username: string; leave: string[]; join: string[] }): void;
  /** A device was signed out or removed: its sockets close. */
  deviceRevoked(deviceId: string): void;
}

export type BrigadeSocketServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

const SOCKET_PATH = '/socket.io';

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',', 1)[0]?.trim() || undefined;
}

const WEBSOCKET_SCHEMES: Record<string, string> = { ws: 'http', wss: 'https' };

/** The origin the browser loaded the page from, as HTTP computes it (request.protocol + request.host). */
function handshakeOrigin(request: IncomingMessage, config: Pick<Config, 'trustProxy' | 'publicOrigin'>): string {
  if (config.publicOrigin) return config.publicOrigin;
  const isTrusted = config.trustProxy !== false;
  const forwardedProto = isTrusted ? firstHeader(request.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = isTrusted ? firstHeader(request.headers['x-forwarded-host']) : undefined;
  const isEncrypted = 'encrypted' in request.socket && Boolean(request.socket.encrypted);
  // Some proxies (http-proxy's xfwd) forward a WebSocket upgrade as `ws`/`wss`: the page's origin is http(s).
  const protocol = forwardedProto ? (WEBSOCKET_SCHEMES[forwardedProto] ?? forwardedProto) : isEncrypted ? 'https' : 'http';
  return `${protocol}://${forwardedHost ?? request.headers.host ?? ''}`;
}

export interface SocketServerOptions {
  /** Several nodes on PostgreSQL: the cluster adapter (realtime/clusterAdapter.ts); default in-memory. */
  adapter?: ServerOptions['adapter'];
  /** False once the node is shutting down: new handshakes are refused so the station connects elsewhere. */
  isAccepting?: () => boolean;
}

export function createSocketServer(httpServer: HttpServer, ctx: ServiceContext, options: SocketServerOptions = {}): BrigadeSocketServer {
  const io: BrigadeSocketServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    // CORS only for ALLOWED_ORIGINS (long-polling from a page there, with its cookies); any other origin gets no
    // CORS header, and the handshake check below refuses it whatever the transport.
    cors: {
      origin: (origin, callback) => callback(null, isListedOrigin(origin, ctx.config) ? origin : false),
      credentials: true,
    },
    maxHttpBufferSize: 64 * 1024,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  io.use(async (socket, next) => {
    try {
      if (options.isAccepting && !options.isAccepting()) return next(new Error('server shutting down'));
      const request = socket.request;
      if (!isAllowedHandshake(socket.handshake.headers, handshakeOrigin(request, ctx.config), ctx.config)) {
        return next(new Error('unauthorized'));
      }
      const cookies = fastifyCookie.parse(socket.handshake.headers.cookie ?? '');
      const session = await resolveSession(ctx, cookies[ACCESS_COOKIE]);
      if (!session) return next(new Error('unauthorized'));
      socket.data = {
        userId: session.user.id,
        username: session.user.username,
        deviceId: session.deviceId,
        rooms: roomsFor(session.user, session.deviceId),
      };
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    void socket.join(socket.data.rooms);
    // Accepted and ignored: the server emits new_order and order_update itself after each commit;
    // client payloads are never relayed to other clients.
    socket.on('new_order_backend', () => {});
    socket.on('order_update_backend', () => {});
  });

  return io;
}
