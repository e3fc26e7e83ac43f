// The small load balancer `npm run cluster` puts in front of its nodes, for trying several nodes
// on one machine (production puts nginx or HAProxy there: docs/deploy.md). Built on http-proxy-3, the
// maintained rewrite of http-proxy that Vite uses, for HTTP and WebSocket proxying; this file adds only
// what a balancer needs on top:
//  - health: GET /ready on every node each second; only ready nodes get traffic (round robin);
//  - stickiness for socket.io only: a `brigade_node` cookie (Path=/socket.io) pins a station's socket.io
//    requests to one node while it is ready, so the long-polling fallback works (WebSocket needs none);
//  - failover: a node that refuses the connection is marked down at once and the request goes to the next
//    ready node (its body is buffered for that, at most 2 MiB); a node that dies mid-request answers 502,
//    since the request may have run (the POS retries with the same Idempotency-Key);
//  - X-Forwarded-For/-Proto/-Host as nginx sets them, and `X-Brigade-Node` on each answer (which node served it).
import http from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';

export interface Backend {
  /** Short name, used in the sticky cookie and X-Brigade-Node (`n1`, `n2`...). */
  id: string;
  /** `http://127.0.0.1:8081` */
  url: string;
}

export interface LoadBalancerOptions {
  backends: readonly Backend[];
  /** How often each node's /ready is polled (ms). */
  healthIntervalMs?: number;
  log?: (line: string) => void;
}

export interface LoadBalancer {
  server: http.Server;
  /** Resolves with the port listened on. */
  listen(port: number, host: string): Promise<number>;
  /** Ids of the nodes currently getting traffic. */
  readyNodes(): string[];
  /** Polls every node's /ready now (tests and start-up use it instead of waiting a round). */
  checkNow(): Promise<void>;
  close(): Promise<void>;
}

export const STICKY_COOKIE = 'brigade_node';
const SOCKET_IO_PREFIX = '/socket.io/';
const MAX_BUFFERED_BODY = 2 * 1024 * 1024;
const HEALTH_TIMEOUT_MS = 1500;

interface NodeState extends Backend {
  isReady: boolean;
}

export function createLoadBalancer(options: LoadBalancerOptions): LoadBalancer {
  const log = options.log ?? ((line: string) => console.log(line));
  const nodes: NodeState[] = options.backends.map((backend) => ({ ...backend, isReady: false }));
  // Fresh connection per request (no agent): a node that stops accepting is noticed at the next request,
  // never through a kept-alive connection it is about to close.
  const proxy = createProxyServer({ xfwd: false, proxyTimeout: 120_000 });
  // Errors are handled per request (callbacks below); one without a callback must not end the process.
  proxy.on('error', (error) => log(`[balancer] proxy error: ${error.message}`));
  let nextIndex = 0;

  const setReady = (node: NodeState, isReady: boolean, why: string) => {
    if (node.isReady === isReady) return;
    node.isReady = isReady;
    log(`[balancer] node ${node.id} (${node.url}) is ${isReady ? 'ready' : `out (${why})`}`);
  };

  const checkNode = (node: NodeState) =>
    new Promise<void>((resolve) => {
      const request = http.get(`${node.url}/ready`, { agent: false, timeout: HEALTH_TIMEOUT_MS }, (response) => {
        response.resume();
        setReady(node, response.statusCode === 200, `/ready answered ${response.statusCode}`);
        resolve();
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error: NodeJS.ErrnoException) => {
        setReady(node, false, error.code ?? error.message);
        resolve();
      });
    });
  const checkNow = async () => {
    await Promise.all(nodes.map(checkNode));
  };
  const healthTimer = setInterval(() => void checkNow(), options.healthIntervalMs ?? 1000);

  /** The sticky node for socket.io requests when it is ready, else the next ready node in turn. */
  const pick = (request: http.IncomingMessage, tried: ReadonlySet<string>): NodeState | undefined => {
    if (request.url?.startsWith(SOCKET_IO_PREFIX)) {
      const pinned = readCookie(request.headers.cookie, STICKY_COOKIE);
      const node = nodes.find((candidate) => candidate.id === pinned);
      if (node?.isReady && !tried.has(node.id)) return node;
    }
    for (let step = 0; step < nodes.length; step += 1) {
      const node = nodes[(nextIndex + step) % nodes.length];
      if (node?.isReady && !tried.has(node.id)) {
        nextIndex = (nextIndex + step + 1) % nodes.length;
        return node;
      }
    }
    return undefined;
  };

  const proxyWeb = (request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, tried: Set<string>) => {
    const node = pick(request, tried);
    if (!node) return sendError(response, 503, 'No Brigade node is ready, try again in a moment.');
    tried.add(node.id);
    response.setHeader('x-brigade-node', node.id);
    if (request.url?.startsWith(SOCKET_IO_PREFIX) && readCookie(request.headers.cookie, STICKY_COOKIE) !== node.id) {
      response.setHeader('set-cookie', `${STICKY_COOKIE}=${node.id}; Path=/socket.io; HttpOnly; SameSite=Strict`);
    }
    proxy.web(request, response, { target: node.url, buffer: Readable.from([body]) }, (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && !response.headersSent) {
        // Never reached the node: safe to send anywhere else, whatever the method.
        setReady(node, false, 'connection refused');
        response.removeHeader('set-cookie');
        return proxyWeb(request, response, body, tried);
      }
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') setReady(node, false, error.code);
      sendError(response, 502, 'The Brigade node stopped while answering, try again.');
    });
  };

  const server = http.createServer((request, response) => {
    // A client that goes away mid-request is no error of the balancer's.
    request.on('error', () => response.destroy());
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BUFFERED_BODY) {
        sendError(response, 413, 'The request body is too large!');
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      forwardedHeaders(request);
      proxyWeb(request, response, Buffer.concat(chunks), new Set());
    });
  });

  server.on('upgrade', (request: http.IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const node = pick(request, new Set());
    if (!node) return socket.destroy();
    forwardedHeaders(request);
    proxy.ws(request, socket, head, { target: node.url }, (error: NodeJS.ErrnoException) => {
      // The station's socket.io client reconnects; by then this node is out of the rotation.
      if (error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET') setReady(node, false, error.code);
      socket.destroy();
    });
  });

  return {
    server,
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          const address = server.address();
          resolve(typeof address === 'object' && address ? address.port : port);
        });
      }),
    readyNodes: () => nodes.filter((node) => node.isReady).map((node) => node.id),
    checkNow,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(healthTimer);
        proxy.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** X-Forwarded-For/-Proto/-Host as nginx's usual proxy settings send them (the nodes trust loopback). */
function forwardedHeaders(request: http.IncomingMessage) {
  const client = request.socket.remoteAddress ?? '';
  const previous = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = previous ? `${String(previous)}, ${client}` : client;
  request.headers['x-forwarded-proto'] = 'http';
  if (request.headers.host) request.headers['x-forwarded-host'] = request.headers.host;
}

const ERROR_CODES: Record<number, string> = { 413: 'body_too_large', 502: 'bad_gateway', 503: 'no_node_ready' };

/** The balancer's own answers, shaped like Brigade's errors ({ message, code }). */
function sendError(response: http.ServerResponse, status: number, message: string) {
  if (response.headersSent) return response.destroy();
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ message, code: ERROR_CODES[status] ?? 'bad_gateway' }));
}
