// Boot: migrations, the first admin, the demo store (once), and a session secret that survives restarts.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { migrationsFor } from '../../../server/db/migrations';
import { countSettingsRows } from '../../../server/db/repositories/settings.repository';
import { findPrintSettings, findStoreSettings } from '../../../server/db/repositories/settings.repository';
import { ACCESS_COOKIE } from '../../../shared/domain/access/session';
import { TestClient } from '../../support/httpClient';
import { createTestDatabase } from '../../support/testDatabase';
import { TEST_ADMIN, testConfig } from '../../support/testServer';

async function listen(brigade: Awaited<ReturnType<typeof buildApp>>) {
  await brigade.app.listen({ port: 0, host: '127.0.0.1' });
  const address = brigade.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return new TestClient(`http://127.0.0.1:${address.port}`);
}

describe('boot', () => {
  it('a new database gets the admin and the demo store; a restart adds nothing and keeps sessions', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig(database.url, { seedDemo: true, adminPassword: undefined });
      const first = await buildApp(config);
      let client: TestClient;
      let password: string;
      try {
        // A new database runs every migration, in order (later issues append theirs).
        expect(first.boot.migrationsRun).toEqual(Object.keys(migrationsFor(first.dialect)));
        expect(first.boot.migrationsRun.slice(0, 2)).toEqual(['2026112201_initial', '2026112202_menu_items_tax_index']);
        expect(first.boot.store).toEqual({ isNew: true, isDemoSeeded: true });
        expect(first.boot.admin).toMatchObject({ username: 'admin', isPasswordGenerated: true });
        password = first.boot.admin?.password ?? '';
        expect(password.length).toBeGreaterThanOrEqual(16);

        const counts = await countSettingsRows(first.db);
        expect(counts).toMatchObject({ storeTables: 6, categories: 4, taxes: 2, paymentTypes: 3 });
        expect(counts.menuItems).toBeGreaterThanOrEqual(18);
        expect(counts.variants).toBeGreaterThan(0);
        expect(counts.addons).toBeGreaterThan(0);
        const store = await findStoreSettings(first.db);
        expect(store).toMatchObject({ store_name: 'Brigade Bistro', currency: 'USD' });
        expect(store?.time_zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
        expect(await findPrintSettings(first.db)).toMatchObject({ page_format: 80, is_enable_print: 1, print_token: 1 });
        const taxes = await first.db.selectFrom('taxes').select(['title', 'rate_bp', 'type']).orderBy('id').execute();
        expect(taxes).toEqual([
          { title: 'VAT 5%', rate_bp: 500, type: 'inclusive' },
          { title: 'Service 10%', rate_bp: 1000, type: 'exclusive' },
        ]);
        const floors = await first.db.selectFrom('store_tables').select('floor').distinct().orderBy('floor').execute();
        expect(floors.map((row) => row.floor)).toEqual(['First', 'Ground']);

        client = await listen(first);
        expect((await client.post('/api/v1/auth/signin', { username: 'admin', password })).status).toBe(200);
      } finally {
        await first.close();
      }

      const second = await buildApp(config);
      try {
        expect(second.boot.migrationsRun).toEqual([]);
        expect(second.boot.store).toEqual({ isNew: false, isDemoSeeded: false });
        expect(second.boot.admin).toBeNull();
        const counts = await countSettingsRows(second.db);
        expect(counts.storeTables).toBe(6);
        const users = await second.db.selectFrom('users').select('username').execute();
        expect(users).toEqual([{ username: 'admin' }]);

        // Same database, new process: the persisted secret keeps the old access cookie valid.
        const restarted = await listen(second);
        restarted.setCookie(ACCESS_COOKIE, client.cookie(ACCESS_COOKIE) ?? '');
        expect((await restarted.get('/api/v1/auth/devices')).status).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('SEED_DEMO=0 gives an empty store with default settings; ADMIN_PASSWORD is used as given', async () => {
    const database = await createTestDatabase();
    try {
      const brigade = await buildApp(testConfig(database.url, { seedDemo: false }));
      try {
        expect(brigade.boot.admin).toMatchObject({ username: 'admin', password: TEST_ADMIN.password, isPasswordGenerated: false });
        expect(await countSettingsRows(brigade.db)).toEqual({
          storeTables: 0,
          categories: 0,
          taxes: 0,
          paymentTypes: 0,
          menuItems: 0,
          variants: 0,
          addons: 0,
        });
        expect(await findStoreSettings(brigade.db)).toMatchObject({ store_name: 'My Restaurant', currency: 'USD' });
        expect(await findPrintSettings(brigade.db)).toMatchObject({ page_format: 80 });
        const admin = await brigade.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
        expect(admin).toMatchObject({ role: 'admin', name: 'Administrator' });
        expect(admin.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      } finally {
        await brigade.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('SESSION_SECRET, when set, signs the tokens (a different secret invalidates them)', async () => {
    const database = await createTestDatabase();
    try {
      const one = await buildApp(testConfig(database.url, { sessionSecret: 'first-secret-0123456789abcdef-0123' }));
      let access = '';
      try {
        const client = await listen(one);
        await client.post('/api/v1/auth/signin', TEST_ADMIN);
        access = client.cookie(ACCESS_COOKIE) ?? '';
        expect(access).not.toBe('');
      } finally {
        await one.close();
      }
      const two = await buildApp(testConfig(database.url, { sessionSecret: 'second-secret-0123456789abcdef-0123' }));
      try {
        const client = await listen(two);
        client.setCookie(ACCESS_COOKIE, access);
        expect((await client.get('/api/v1/auth/devices')).status).toBe(401);
      } finally {
        await two.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses to start with a SESSION_SECRET under 32 bytes, saying why', async () => {
    const database = await createTestDatabase();
    try {
      await expect(buildApp(testConfig(database.url, { sessionSecret: 's3cr3t' }))).rejects.toThrow(
        /SESSION_SECRET is too short: use at least 32 bytes/,
      );
      const exactly32 = await buildApp(testConfig(database.url, { sessionSecret: 'x'.repeat(32) }));
      await exactly32.close();
    } finally {
      await database.drop();
    }
  });

  it('refuses to create the first admin with an ADMIN_PASSWORD under 8 characters', async () => {
    const database = await createTestDatabase();
    try {
      await expect(buildApp(testConfig(database.url, { adminPassword: 'short' }))).rejects.toThrow(/ADMIN_PASSWORD is too short/);
      const app = await buildApp(testConfig(database.url, { adminPassword: 'eight-ch' }));
      await app.close();
    } finally {
      await database.drop();
    }
  });
});
