// The realtime adapter's NOTIFYs leave in batches (server/realtime/notifyBatch.ts). On a real
// PostgreSQL: a burst sent at once is heard whole, in the order it was sent, even with repeated messages
// (PostgreSQL folds identical notifications of one transaction into one).
import { Client, Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADAPTER_NOTIFY, NOTIFY_PAYLOAD_MAX_BYTES, batchNotifies, type Query } from '../../server/realtime/notifyBatch';
import { eventually, hasPostgres } from './support/cluster';

const CHANNEL = `brigade_notify_batch_${process.pid}`;
let pool: Pool;
let listener: Client;
let statements: string[];
let send: Query;
const heard: string[] = [];

describe.skipIf(!hasPostgres)('batched NOTIFYs on PostgreSQL', () => {
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    pool = new Pool({ connectionString: url, max: 1 });
    listener = new Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN "${CHANNEL}"`);
    statements = [];
    const query = pool.query.bind(pool) as Query;
    send = batchNotifies((...args: unknown[]) => {
      statements.push(String(args[0]));
      return query(...args);
    });
  });
  afterAll(async () => {
    await listener?.end();
    await pool?.end();
  });

  it('a burst of 60, some repeated, is heard whole and in order, in fewer statements than messages', async () => {
    heard.length = 0;
    statements.length = 0;
    // Every fifth message repeats the one before it, as two identical `order_update`s would.
    const payloads = Array.from({ length: 60 }, (_, index) => JSON.stringify({ n: index % 5 === 4 ? index - 1 : index }));
    await Promise.all(payloads.map((payload) => send(ADAPTER_NOTIFY, [CHANNEL, payload])));

    await eventually(() => heard.length >= payloads.length, 'not every message was heard');
    expect(heard).toEqual(payloads);
    expect(statements.length).toBeLessThan(payloads.length);
  });

  it('a message PostgreSQL refuses fails alone: the rest of its batch is still heard, in order', async () => {
    heard.length = 0;
    const tooLong = 'x'.repeat(NOTIFY_PAYLOAD_MAX_BYTES + 1);
    const payloads = Array.from({ length: 12 }, (_, index) => (index === 5 ? tooLong : JSON.stringify({ n: index })));
    const outcomes = await Promise.allSettled(payloads.map((payload) => send(ADAPTER_NOTIFY, [CHANNEL, payload])));

    expect(outcomes.map((outcome) => outcome.status)).toEqual(payloads.map((payload) => (payload === tooLong ? 'rejected' : 'fulfilled')));
    const expected = payloads.filter((payload) => payload !== tooLong);
    await eventually(() => heard.length >= expected.length, 'not every valid message was heard');
    expect(heard).toEqual(expected);
  });

  it("NOTIFY_PAYLOAD_MAX_BYTES is PostgreSQL's own limit (the adapter's attachment threshold): that many bytes are heard, one more is refused", async () => {
    heard.length = 0;
    const longest = 'é'.repeat((NOTIFY_PAYLOAD_MAX_BYTES - 1) / 2) + 'x';
    expect(Buffer.byteLength(longest)).toBe(NOTIFY_PAYLOAD_MAX_BYTES);
    await send(ADAPTER_NOTIFY, [CHANNEL, longest]);
    await eventually(() => heard.length >= 1, 'the longest payload was not heard');
    expect(heard).toEqual([longest]);
    await expect(pool.query(ADAPTER_NOTIFY, [CHANNEL, `${longest}x`])).rejects.toThrow(/payload string too long/);
  });

  it('any other query passes through unchanged', async () => {
    statements.length = 0;
    const result = (await send('SELECT $1::int + 1 AS answer', [41])) as { rows: Array<{ answer: number }> };
    expect(result.rows[0]?.answer).toBe(42);
    expect(statements).toEqual(['SELECT $1::int + 1 AS answer']);
  });
});
