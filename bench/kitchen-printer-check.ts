// What create-order's "does the store have kitchen printers?" costs: the one-row read it makes before each order
// (hasKitchenPrinters), timed alone, beside a whole create-order through the service, with no printers and with
// three. Prints figures only (docs/decisions.md, "Receipt printing and the drawer kick", says what was decided).
// Usage: npx tsx bench/kitchen-printer-check.ts [--calls=3000] [--orders=300]   (TEST_DATABASE_URL: PostgreSQL)
import { performance } from 'node:perf_hooks';
import { hasKitchenPrinters } from '../server/db/repositories/printers.repository';
import { cartLine, createPosMenu } from '../tests/factories/menu';
import { createOrder } from '../tests/factories/orders';
import { startTestServer } from '../tests/support/testServer';
import { QUICK_PRINTING } from '../tests/api/helpers/printersApi';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const CALLS = option('calls', 3000);
const ORDERS = option('orders', 300);

function microseconds(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `mean ${(mean * 1000).toFixed(0)} µs, p50 ${(at(0.5) * 1000).toFixed(0)} µs, p95 ${(at(0.95) * 1000).toFixed(0)} µs`;
}

async function main(): Promise<void> {
  const server = await startTestServer({ config: { printing: { ...QUICK_PRINTING, pollMs: 60_000, statusIntervalMs: 600_000 } } });
  try {
    const menu = await createPosMenu(server.db);
    const user = await server.createUser({ scope: ['POS'] });
    const staff = { id: user.user.id, name: user.user.name };
    console.log(`database: ${server.dialect}`);
    for (const printers of [0, 3]) {
      for (let index = 0; index < printers; index += 1) {
        // Unreachable addresses: the worker never sends here (its poll is a minute away), only the check is timed.
        await server.db
          .insertInto('printers')
          .values({
            name: `Bench ${index}`,
            host: '127.0.0.1',
            port: 9,
            command_set: 'esc-pos',
            paper_width: 80,
            code_page: 'auto',
            role: 'kitchen',
            backup_printer_id: null,
            drawer_till: null,
            status_checked_at: null,
            status_changed_at: null,
            created_at: new Date().toISOString(),
            updated_at: new Date().toISOString(),
          })
          .execute();
      }
      const checks: number[] = [];
      for (let call = 0; call < CALLS; call += 1) {
        const started = performance.now();
        await hasKitchenPrinters(server.db);
        checks.push(performance.now() - started);
      }
      const orders: number[] = [];
      for (let order = 0; order < ORDERS; order += 1) {
        const started = performance.now();
        await createOrder(server.brigade.ctx, staff, { cart: [cartLine(menu.pizza.id), cartLine(menu.burger.id)] });
        orders.push(performance.now() - started);
      }
      console.log(`${printers} kitchen printers: the check ${microseconds(checks)}; a create-order ${microseconds(orders)}`);
      await server.db.deleteFrom('print_jobs').execute();
    }
  } finally {
    await server.close();
  }
}

await main();
