// The e2e server Playwright starts (playwright.config.ts webServer): the real app on a fresh database
// (temp SQLite file), the demo store, the real build in dist/, and the fixture users.
import path from 'node:path';
import { createCustomer } from '../../factories/customers';
import { DEFAULT_CONFIG } from '../../../server/config';
import { startTestServer } from '../../support/testServer';
import { E2E_CUSTOMER, E2E_USERS } from './users';

const port = Number(process.env.E2E_PORT ?? 18_480);

const server = await startTestServer({
  port,
  config: {
    seedDemo: true,
    distDir: path.resolve('dist'),
    adminPassword: E2E_USERS.admin.password,
    signInLimits: { perIpMax: 10_000, perUsernameMax: 10_000 },
    // The printers spec waits for a backup: seconds, not the production half minute.
    printing: { ...DEFAULT_CONFIG.printing, backupAfterMs: 4000 },
  },
});

for (const user of Object.values(E2E_USERS)) {
  if (user.role === 'admin') continue;
  await server.createUser({
    username: user.username,
    password: user.password,
    name: user.name,
    designation: user.designation,
    scope: user.scope,
    role: user.role,
  });
}

// The customer the POS spec finds by phone.
await createCustomer(server.db, { phone: E2E_CUSTOMER.phone, name: E2E_CUSTOMER.name });

console.log(`e2e server on ${server.baseUrl}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
