// A fresh database per test server: a temp SQLite file by default; with TEST_DATABASE_URL set to a
// PostgreSQL URL, a new database `brigade_test_<random>` on that server (so test files run in parallel).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  kind: 'sqlite' | 'postgres';
  drop(): Promise<void>;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return Boolean(url && /^postgres(ql)?:\/\//i.test(url));
}

export async function createTestDatabase(adminUrl: string | undefined = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  if (isPostgresUrl(adminUrl)) return createPostgresDatabase(adminUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brigade-test-'));
  return {
    url: `sqlite:${path.join(dir, 'brigade.sqlite')}`,
    kind: 'sqlite',
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function withAdminClient<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `brigade_test_${randomBytes(6).toString('hex')}`;
  // The name is generated here (hex only), so it is safe to splice into the statement.
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'postgres',
    drop: () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
