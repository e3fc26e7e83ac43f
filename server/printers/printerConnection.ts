// Talking to a network printer on its raw TCP port (9100): a status check (connect, then ESC/POS DLE EOT real-time
// status) and sending a job's bytes. Every step has a deadline, so a dead printer costs seconds of the worker's
// time and never a request's. ESC/POS printers are asked for their state before a job, on the same connection:
// a printer out of paper or with its cover open gets nothing, and the job waits (or goes to the backup).
import net from 'node:net';
import type { PrinterCommandSet, PrinterState } from '../../shared/domain/printers';

export interface PrinterAddress {
  host: string;
  port: number;
  commandSet: PrinterCommandSet;
}

export interface ConnectionTimeouts {
  connectMs: number;
  /** How long a status request waits for its answer; some printers never answer on the raw port. */
  statusReplyMs: number;
  /** How long the bytes of a job may take to be taken by the printer. */
  writeMs: number;
}

/** DLE EOT n: printer status (1), offline cause (2), paper roll sensor (4); each answers one byte. */
const STATUS_REQUEST = Uint8Array.from([0x10, 0x04, 0x01, 0x10, 0x04, 0x02, 0x10, 0x04, 0x04]);

export class PrinterUnavailable extends Error {
  constructor(
    readonly state: PrinterState,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The state of the three status bytes (Epson's ESC/POS reference: n=2 bit 2 cover open, bit 5 stopped at paper end;
 * n=4 bits 2-3 paper near its end, bits 5-6 paper end). A printer that answered nothing is online: it took the
 * connection.
 * @internal Exported for tests: the bits are table-tested.
 */
export function stateOfStatusBytes(bytes: Uint8Array): PrinterState {
  if (bytes.length < 3) return 'online';
  const [, offlineCause = 0, paper = 0] = bytes;
  if (offlineCause & 0x04) return 'cover-open';
  if (offlineCause & 0x20 || paper & 0x60) return 'paper-out';
  if (paper & 0x0c) return 'paper-low';
  return 'online';
}

function connect(address: PrinterAddress, timeouts: ConnectionTimeouts): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: address.host, port: address.port });
    socket.setNoDelay(true);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new PrinterUnavailable('offline', `no answer from ${address.host}:${address.port} in ${timeouts.connectMs} ms`));
    }, timeouts.connectMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(new PrinterUnavailable('offline', `${address.host}:${address.port}: ${error.message}`));
    });
  });
}

/** Sends DLE EOT 1, 2, 4 and reads up to three bytes within the deadline. */
function askStatus(socket: net.Socket, timeouts: ConnectionTimeouts): Promise<PrinterState> {
  return new Promise((resolve) => {
    const received: number[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.off('data', onData);
      resolve(stateOfStatusBytes(Uint8Array.from(received)));
    };
    const onData = (chunk: Buffer) => {
      received.push(...chunk);
      if (received.length >= 3) finish();
    };
    const timer = setTimeout(finish, timeouts.statusReplyMs);
    socket.on('data', onData);
    socket.write(STATUS_REQUEST);
  });
}

/** The printer's state now: offline when it cannot be reached, else what it says (ESC/POS) or online (Star). */
export async function checkPrinter(address: PrinterAddress, timeouts: ConnectionTimeouts): Promise<PrinterState> {
  let socket: net.Socket;
  try {
    socket = await connect(address, timeouts);
  } catch {
    return 'offline';
  }
  socket.on('error', () => {});
  try {
    return address.commandSet === 'esc-pos' ? await askStatus(socket, timeouts) : 'online';
  } finally {
    socket.destroy();
  }
}

/**
 * Sends the bytes and closes; resolves once the printer's side took them (the connection ended cleanly). Throws
 * PrinterUnavailable when it cannot be reached, says it cannot print, or does not take the bytes in time.
 */
export async function sendToPrinter(address: PrinterAddress, bytes: Uint8Array, timeouts: ConnectionTimeouts): Promise<void> {
  const socket = await connect(address, timeouts);
  try {
    if (address.commandSet === 'esc-pos') {
      const state = await askStatus(socket, timeouts);
      if (state === 'cover-open' || state === 'paper-out') throw new PrinterUnavailable(state, `printer says ${state}`);
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new PrinterUnavailable('offline', `the printer did not take the ticket in ${timeouts.writeMs} ms`));
      }, timeouts.writeMs);
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(new PrinterUnavailable('offline', error.message));
      });
      socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.end(bytes);
    });
  } finally {
    socket.destroy();
  }
}
