// PostgreSQL throughput: PostgreSQL parses and plans every unnamed statement anew, and Kysely sends
// every query unnamed. node-postgres reuses a statement's parse and plan on a connection when the query has a
// name (https://node-postgres.com/features/queries#prepared-statements); this names each distinct SQL text once,
// like the SQLite statement cache in client.ts. Bounded: past the bound, new texts go unnamed as before.
import type { PostgresCursor, PostgresPool, PostgresQueryResult } from 'kysely';
import type { Pool, PoolClient } from 'pg';
import { markConnectFailure } from './errors';

/** Brigade's queries are a few hundred shapes; each named one costs a parsed statement per connection. */
const MAX_NAMED_STATEMENTS = 400;

/**
 * A text with more parameters than this stays unnamed: those are bulk reads by a list of ids (a page of 1,000
 * invoices' orders), whose text changes with the list's length, so naming them would spend the bound on texts
 * seen once (found by review: 20 invoice lists took 41 names), and their parse is small beside their work.
 */
const MOST_PARAMETERS_NAMED = 64;

/** Kysely's view of a pooled connection: its queries named (no cursors: Brigade does not stream from PostgreSQL). */
class NamingClient {
  readonly #client: PoolClient;
  readonly #nameOf: (text: string) => string | undefined;

  constructor(client: PoolClient, nameOf: (text: string) => string | undefined) {
    this.#client = client;
    this.#nameOf = nameOf;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string') throw new Error('cursors are not used with PostgreSQL here');
    const values = [...parameters];
    // Statements without parameters (BEGIN, COMMIT, DDL) stay on the simple protocol; bulk reads stay unnamed.
    const name = values.length > 0 && values.length <= MOST_PARAMETERS_NAMED ? this.#nameOf(sqlOrCursor) : undefined;
    const result = name === undefined ? this.#client.query(sqlOrCursor, values) : this.#client.query({ name, text: sqlOrCursor, values });
    return result as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    this.#client.release();
  }
}

export function withNamedStatements(pool: Pool): PostgresPool {
  const names = new Map<string, string>();
  const clients = new WeakMap<PoolClient, NamingClient>();

  function nameOf(text: string): string | undefined {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `brigade_${names.size}`;
      names.set(text, name);
    }
    return name;
  }

  return {
    async connect() {
      const client = await pool.connect().catch((error: unknown) => {
        // Refused, timed out, or a database that takes no connections now: an outage, not a bad request.
        markConnectFailure(error);
        throw error;
      });
      let connection = clients.get(client);
      if (!connection) {
        connection = new NamingClient(client, nameOf);
        clients.set(client, connection);
      }
      return connection;
    },
    end: () => pool.end(),
  };
}
