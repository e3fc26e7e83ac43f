// Each distinct SQL text is prepared once per PostgreSQL connection under a name
// (server/db/namedStatements.ts), up to a bound; bulk reads by a long list of ids, whose text changes with the
// list's length, stay unnamed so that they do not spend the bound.
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from '../../server/db/namedStatements';
import { hasPostgres } from './support/cluster';

let pool: Pool;

/** The statements prepared on the one connection, and what a query there answered. */
async function onOneConnection(text: string, values: number[]) {
  const named = withNamedStatements(pool);
  const connection = await named.connect();
  try {
    const answer = await connection.query<{ total: number }>(text, values);
    const again = await connection.query<{ total: number }>(text, values);
    const prepared = await connection.query<{ statement: string }>('select statement from pg_prepared_statements', []);
    return { total: answer.rows[0]?.total, again: again.rows[0]?.total, prepared: prepared.rows.map((row) => row.statement) };
  } finally {
    connection.release();
  }
}

const listOf = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const sumOf = (count: number) =>
  `select (${listOf(count)
    .map((n) => `$${n}::int`)
    .join(' + ')}) as total`;

describe.skipIf(!hasPostgres)('named statements on PostgreSQL', () => {
  beforeAll(() => {
    // One connection, so the session's prepared statements are the ones asked for here.
    pool = new Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('a query with a few parameters is prepared once under a name and answers the same when run again', async () => {
    const text = sumOf(3);
    const seen = await onOneConnection(text, [1, 2, 3]);
    expect(seen.total).toBe(6);
    expect(seen.again).toBe(6);
    expect(seen.prepared).toContain(text);
  });

  it('a bulk read by a long list stays unnamed (its text changes with the list)', async () => {
    const text = sumOf(200);
    const seen = await onOneConnection(text, listOf(200));
    expect(seen.total).toBe(20_100);
    expect(seen.prepared).not.toContain(text);
  });
});
