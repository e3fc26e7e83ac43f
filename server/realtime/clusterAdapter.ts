// Spec 7 Realtime on several nodes: socket.io's PostgreSQL adapter carries every room emit,
// socket move and disconnect to the other nodes through LISTEN/NOTIFY on the one database, so a kitchen
// on node B hears an order placed on node A, once. PostgreSQL only; SQLite keeps socket.io's default
// in-memory adapter (one process).
import { randomBytes } from 'node:crypto';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Pool, type PoolClient } from 'pg';
import { batchNotifies, NOTIFY_PAYLOAD_MAX_BYTES, type Query } from './notifyBatch';

export interface ClusterAdapter {
  /** Given to socket.io's Server as its `adapter`. */
  adapter: ReturnType<typeof createAdapter>;
  /** The `application_name` of this node's adapter connections (readiness finds its LISTEN session by it). */
  applicationName: string;
  /** Ends the adapter's connections; call after `io.close()` (which tells the other nodes this one left). */
  close(): Promise<void>;
}

export function createClusterAdapter(connectionString: string, onError: (error: Error) => void): ClusterAdapter {
  const applicationName = `brigade-realtime-${randomBytes(6).toString('hex')}`;
  // Its own small pool, apart from the queries': the adapter keeps one connection for LISTEN for good,
  // and sends every NOTIFY on the other. One publishing connection means this node's broadcasts leave in
  // the order they were made, so a scope change's "leave these rooms" never overtakes the order emitted
  // after it, and an emit never waits behind an order transaction for a connection.
  const pool = new Pool({ connectionString, max: 2, application_name: applicationName });
  // pg emits 'error' on a client whose connection dies (PostgreSQL restarted, network cut). The adapter
  // listens for 'end' to reconnect but not for 'error' on its checked-out LISTEN client, and an
  // unhandled 'error' would end the process: report it instead (the adapter reconnects by itself).
  pool.on('error', onError);
  // When its LISTEN connection ends, the adapter takes a new one but never gives the dead one back: the
  // pool would count it as in use for good, and after one reconnection (2 slots: the new listener and the
  // dead one) no NOTIFY could be sent any more. Hand such a connection back, marked broken, so the pool drops it.
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', onError);
    client.once('end', () => {
      if (!checkedOut.delete(client)) return;
      try {
        client.release(new Error('realtime connection ended'));
      } catch {
        // already handed back by its user
      }
    });
  });
  // The adapter sends each broadcast with pool.query; its NOTIFYs wait while one batch is out (./notifyBatch.ts),
  // its other queries in the pool's queue, and pool.end() would drop both. A node shutting down after a burst of
  // orders must first send the new_order of every order it answered (tests/cluster/lifecycle.test.ts, SIGTERM),
  // so close waits for the queries already asked for.
  const sending = new Set<Promise<unknown>>();
  const query = batchNotifies(pool.query.bind(pool) as Query);
  pool.query = ((...args: unknown[]) => {
    const sent = query(...args);
    sending.add(sent);
    const done = () => sending.delete(sent);
    sent.then(done, done);
    return sent;
  }) as typeof pool.query;
  // PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; the adapter sends a larger message as an
  // attachment only from 8,001 bytes on (its default threshold), so one of exactly 8,000 would be lost.
  const adapter = createAdapter(pool, { errorHandler: onError, payloadThreshold: NOTIFY_PAYLOAD_MAX_BYTES });
  let ending: Promise<void> | undefined;
  const end = async () => {
    await Promise.allSettled(sending);
    await pool.end();
  };
  return {
    adapter,
    applicationName,
    // pool.end() waits for every client to come back; should the adapter still hold one (a reconnection
    // under way), or PostgreSQL not answer, the node must stop all the same.
    close: () => (ending ??= Promise.race([end(), new Promise<void>((resolve) => setTimeout(resolve, 3000).unref())])),
  };
}
