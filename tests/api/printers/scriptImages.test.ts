// Dish names in scripts a printer's code pages lack (Arabic, Chinese) reach a virtual printer as raster images of the
// paper's width while the ticket's Latin lines stay text, on both databases. Needs the optional @napi-rs/canvas and
// the fonts of docs/printing.md (DejaVu Sans, WenQuanYi Zen Hei); skipped only where the module is not installed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PosMenu, cartLine, createMenuItem, createPosMenu } from '../../factories/menu';
import { createOrder } from '../../factories/orders';
import { type TestServer, startTestServer } from '../../support/testServer';
import { type VirtualPrinter, startVirtualPrinter } from '../../support/virtualPrinter';
import { ADD_PRINTER, QUICK_PRINTING, queueSettled } from '../helpers/printersApi';

const hasCanvas = await import('@napi-rs/canvas').then(
  () => true,
  () => false,
);

let server: TestServer;
let menu: PosMenu;
let kitchen: VirtualPrinter;
let hummus: number;
let kungPao: number;

beforeAll(async () => {
  server = await startTestServer({ config: { printing: QUICK_PRINTING } });
  menu = await createPosMenu(server.db);
  hummus = (await createMenuItem(server.db, { title: 'حمص', price: 650, categoryId: menu.categoryId })).id;
  kungPao = (await createMenuItem(server.db, { title: '宫保鸡丁', price: 1200, categoryId: menu.categoryId })).id;
  kitchen = await startVirtualPrinter();
  const { client: admin } = await server.signInAs({ scope: ['SETTINGS'] });
  const added = await admin.post(ADD_PRINTER, { name: 'Kitchen', address: kitchen.address, role: 'kitchen' });
  if (added.status !== 200) throw new Error(`adding the printer answered ${added.status}`);
});
afterAll(async () => {
  await server?.close();
  await kitchen?.stop();
});

describe('a kitchen ticket with Arabic and Chinese dish names', () => {
  it.skipIf(!hasCanvas)('prints those lines as raster images at the paper width and the rest as text', async () => {
    const signedIn = await server.signInAs({ scope: ['POS'], name: 'Casey Cashier' });
    const order = await createOrder(server.brigade.ctx, signedIn.user, {
      cart: [cartLine(hummus), cartLine(kungPao, { quantity: 2 }), cartLine(menu.burger.id)],
    });
    const [ticket] = await kitchen.waitForJobs(1);
    await queueSettled(server.db);
    // One image per dish line (size 1 × 2: 48 dots of text, 64 dots with its leading), 576 dots on 80 mm paper.
    expect(ticket?.images).toEqual([
      { width: 576, height: 64 },
      { width: 576, height: 64 },
    ]);
    const text = ticket?.text ?? '';
    expect(text).toContain(`Order #${order.tokenNo}`);
    expect(text).toContain('Server: Casey Cashier');
    expect(text).toMatch(/1 x Burger/);
    expect(text).not.toContain('?');
  });
});
