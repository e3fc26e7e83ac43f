// Kitchen latency on PostgreSQL while 300 orders/s flow: socket.io's PostgreSQL adapter sends each
// message with its own `SELECT pg_notify($1, $2)`, and delivers a broadcast even to this node's own sockets only
// once that query has returned. This node sends every NOTIFY on one connection (so its messages leave in the
// order they were made: clusterAdapter.ts), which makes one round trip per message: at a few hundred a second a
// short stall of PostgreSQL or of the event loop queued them, and one order in a hundred reached the kitchen
// 200-400 ms late. Group commit, as for the orders themselves: while one round trip is out, the messages asked
// for meanwhile wait, then leave together in one statement, still in order.
import { DatabaseError } from 'pg';

/**
 * The statement the adapter publishes with (@socket.io/postgres-adapter, util.js `publish`).
 * @internal Exported for tests: the cluster test listens on this channel.
 */
export const ADAPTER_NOTIFY = 'SELECT pg_notify($1, $2)';

/**
 * Several notifications in one statement and one transaction, sent in array order: the rows come in ordinality
 * order (PostgreSQL plans no sort for it, and would evaluate a volatile select-list function after one anyway),
 * and one transaction's notifications are delivered in the order they were made.
 */
const NOTIFY_IN_ORDER =
  'SELECT pg_notify(sent.channel, sent.payload) FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS sent(channel, payload, position) ORDER BY sent.position';

/** The longest payload PostgreSQL's NOTIFY takes, in bytes (it must be shorter than 8,000). */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;

/** A batch stays well under the 1 GB bound of a statement's parameters even with the adapter's 8,000-byte payloads. */
const MAX_BATCH = 500;

interface Pending {
  channel: string;
  payload: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Wraps `query` (a pool's) so that the adapter's NOTIFYs are batched; every other query passes through.
 * Each caller's promise settles with its batch.
 */
export function batchNotifies(query: Query): Query {
  const waiting: Pending[] = [];
  let isSending = false;

  const sendNext = (): void => {
    if (isSending || waiting.length === 0) return;
    // PostgreSQL folds identical notifications of one transaction into one: a batch stops before a repeat.
    const seen = new Set<string>();
    let size = 0;
    while (size < waiting.length && size < MAX_BATCH) {
      const { channel, payload } = waiting[size] as Pending;
      const key = `${channel}\u0000${payload}`;
      if (seen.has(key)) break;
      seen.add(key);
      size += 1;
    }
    const batch = waiting.splice(0, size);
    isSending = true;
    const sent =
      batch.length === 1
        ? query(ADAPTER_NOTIFY, [batch[0]?.channel, batch[0]?.payload])
        : query(NOTIFY_IN_ORDER, [batch.map((entry) => entry.channel), batch.map((entry) => entry.payload)]);
    sent
      .then(
        (result) => {
          for (const entry of batch) entry.resolve(result);
        },
        (error: unknown) => {
          // PostgreSQL refused the statement (one payload too long, say): its transaction sent nothing, so each
          // message goes again on its own, in order, and only the bad one fails. After a lost connection it is
          // unknown whether the batch was delivered, and a resend could deliver it twice: those fail as they did
          // one by one before batching.
          if (error instanceof DatabaseError && batch.length > 1) return sendOneByOne(batch);
          for (const entry of batch) entry.reject(error);
        },
      )
      .finally(() => {
        isSending = false;
        sendNext();
      });
  };

  const sendOneByOne = async (batch: Pending[]): Promise<void> => {
    for (const entry of batch) {
      try {
        entry.resolve(await query(ADAPTER_NOTIFY, [entry.channel, entry.payload]));
      } catch (error) {
        entry.reject(error);
      }
    }
  };

  return (...args: unknown[]) => {
    const [text, values] = args;
    if (text !== ADAPTER_NOTIFY || !Array.isArray(values) || values.length !== 2) return query(...args);
    const [channel, payload] = values as unknown[];
    if (typeof channel !== 'string' || typeof payload !== 'string') return query(...args);
    return new Promise((resolve, reject) => {
      waiting.push({ channel, payload, resolve, reject });
      sendNext();
    });
  };
}
