// A virtual network printer for the tests: a real TCP server on loopback, as a thermal printer's raw port (9100)
// behaves. It records each job's bytes (one connection's bytes, status requests taken out), decodes their text,
// answers ESC/POS DLE EOT status requests with the state the test sets, and can be stopped (connections refused),
// started again on its port, slowed (it takes a job's bytes only after a delay), or put out of paper. It is a test
// double of a printer, not of Brigade.
import net from 'node:net';
import { performance } from 'node:perf_hooks';

type VirtualPrinterState = 'ready' | 'paper-low' | 'paper-out' | 'cover-open';

interface PrintedJob {
  bytes: Buffer;
  /** performance.now() when its last byte arrived (the benchmark's tap → paper). */
  at: number;
  /** The printable text, commands taken out, lines joined by '\n'. */
  text: string;
  /** Raster images (GS v 0), in dots; an image split into chunks counts each chunk. */
  images: { width: number; height: number }[];
}

export interface VirtualPrinter {
  readonly port: number;
  /** 'host:port' as Settings takes it. */
  readonly address: string;
  readonly jobs: PrintedJob[];
  /** How many DLE EOT status requests it answered. */
  readonly statusRequests: number;
  setState(state: VirtualPrinterState): void;
  /** Delay before the printer takes a job's bytes (a slow or busy printer). */
  setDelay(ms: number): void;
  /** Closes the port: connections are refused, as a printer switched off. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Resolves once `count` jobs were printed (or rejects after `timeoutMs`). */
  waitForJobs(count: number, timeoutMs?: number): Promise<PrintedJob[]>;
  clear(): void;
}

const DLE = 0x10;
const EOT = 0x04;

/** Status byte answers, per Epson's DLE EOT: n=1 printer, n=2 offline cause, n=4 paper roll sensor. */
function statusByte(n: number, state: VirtualPrinterState): number {
  const fixed = 0x12; // bits 1 and 4 are always set
  if (n === 1) return fixed | (state === 'paper-out' || state === 'cover-open' ? 0x08 : 0);
  if (n === 2) return fixed | (state === 'cover-open' ? 0x04 : 0) | (state === 'paper-out' ? 0x20 : 0);
  if (n === 4) return fixed | (state === 'paper-out' ? 0x60 : 0) | (state === 'paper-low' ? 0x0c : 0);
  return fixed;
}

/** ESC/POS and StarPRNT command lengths enough for the encoder's output; text bytes pass (latin1 for tests). */
function decodeText(bytes: Buffer, images: PrintedJob['images'] = []): string {
  let text = '';
  for (let i = 0; i < bytes.length;) {
    const byte = bytes[i] as number;
    const next = bytes[i + 1];
    if (byte === 0x1b) {
      // ESC @ (init), ESC 2 (spacing): two bytes; ESC ( ...: length-prefixed; the rest: three.
      if (next === 0x40 || next === 0x32) i += 2;
      else if (next === 0x28) i += 5 + ((bytes[i + 3] ?? 0) | ((bytes[i + 4] ?? 0) << 8));
      else i += 3;
    } else if (byte === 0x1d) {
      // GS V m [n]: cut; GS v 0 m xL xH yL yH: a raster image and its data; GS ( ...: length-prefixed; others three bytes.
      if (next === 0x56) i += (bytes[i + 2] ?? 0) >= 65 ? 4 : 3;
      else if (next === 0x76 && bytes[i + 2] === 0x30) {
        const widthBytes = (bytes[i + 4] ?? 0) | ((bytes[i + 5] ?? 0) << 8);
        const height = (bytes[i + 6] ?? 0) | ((bytes[i + 7] ?? 0) << 8);
        images.push({ width: widthBytes * 8, height });
        i += 8 + widthBytes * height;
      } else if (next === 0x28) i += 5 + ((bytes[i + 3] ?? 0) | ((bytes[i + 4] ?? 0) << 8));
      else i += 3;
    } else if (byte === 0x1c) {
      i += next === 0x2e || next === 0x26 ? 2 : 3;
    } else if (byte === 0x0a) {
      text += '\n';
      i += 1;
    } else if (byte < 0x20) {
      i += 1;
    } else {
      text += String.fromCharCode(byte);
      i += 1;
    }
  }
  return text;
}

export async function startVirtualPrinter(options: { port?: number } = {}): Promise<VirtualPrinter> {
  let state: VirtualPrinterState = 'ready';
  let delayMs = 0;
  let statusRequests = 0;
  const jobs: PrintedJob[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<net.Socket>();

  /** The client ended its side: what it sent (status requests aside) is a printed job. */
  const finishJob = (socket: net.Socket, chunks: Buffer[]) => {
    const bytes = Buffer.concat(chunks);
    if (bytes.length > 0) {
      const images: PrintedJob['images'] = [];
      jobs.push({ bytes, text: decodeText(bytes, images), images, at: performance.now() });
      for (const wake of waiters) wake();
    }
    socket.end();
  };

  const onConnection = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const chunks: Buffer[] = [];
    const take = (chunk: Buffer) => {
      // Status requests are answered at once and kept out of the job.
      const rest: number[] = [];
      for (let i = 0; i < chunk.length; i++) {
        if (chunk[i] === DLE && chunk[i + 1] === EOT && chunk[i + 2] !== undefined) {
          statusRequests += 1;
          socket.write(Buffer.from([statusByte(chunk[i + 2] as number, state)]));
          i += 2;
        } else {
          rest.push(chunk[i] as number);
        }
      }
      if (rest.length > 0) chunks.push(Buffer.from(rest));
    };
    socket.on('data', (chunk) => {
      if (delayMs > 0) {
        socket.pause();
        setTimeout(() => {
          take(chunk);
          socket.resume();
        }, delayMs);
      } else take(chunk);
    });
    socket.on('end', () => {
      if (delayMs > 0) setTimeout(() => finishJob(socket, chunks), delayMs);
      else finishJob(socket, chunks);
    });
  };

  let server = net.createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(options.port ?? 0);

  return {
    port,
    address: `127.0.0.1:${port}`,
    jobs,
    get statusRequests() {
      return statusRequests;
    },
    setState(next) {
      state = next;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      server = net.createServer(onConnection);
      await listen(port);
    },
    waitForJobs(count, timeoutMs = 10_000) {
      if (jobs.length >= count) return Promise.resolve(jobs.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`virtual printer on ${port}: ${jobs.length} of ${count} jobs after ${timeoutMs} ms`));
        }, timeoutMs);
        const wake = () => {
          if (jobs.length < count) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(jobs.slice());
        };
        waiters.add(wake);
      });
    },
    clear() {
      jobs.length = 0;
    },
  };
}
