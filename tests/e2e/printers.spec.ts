// Network printers in Chromium against the real server, with virtual network printers on loopback: an order sent
// from the POS prints on the grill's printer with exactly its lines; the grill printer stopped, the POS's top bar
// says so within 5 s, and the next order's grill ticket comes out of the backup, stamped. The spec runs last and
// alone (playwright.config.ts: the 'printers' project) and removes its printers, so no other spec prints or sees
// the chip.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';
import { type VirtualPrinter, startVirtualPrinter } from '../support/virtualPrinter';

test.describe.configure({ timeout: 60_000 });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
let admin: ApiSession;
let grill: VirtualPrinter;
let backup: VirtualPrinter;
const printerIds: number[] = [];

interface Menu {
  menuItems: { id: number; title: string }[];
  categories: { id: number }[];
}

test.beforeAll(async () => {
  admin = await ApiSession.signIn(E2E_USERS.admin);
  grill = await startVirtualPrinter();
  backup = await startVirtualPrinter();
  const menu = await admin.get<Menu>('/pos/init');
  const salmon = menu.menuItems.find((item) => item.title === 'Grilled Salmon')?.id;
  const grillStation = await admin.post<{ id: number }>('/kitchen/prep-stations/add', {
    name: `Grill ${run}`,
    slug: `grill-${run}`,
    itemIds: [salmon],
  });
  // Every other dish goes to a station without a printer: only the salmon prints.
  await admin.post('/kitchen/prep-stations/add', {
    name: `Rest ${run}`,
    slug: `rest-${run}`,
    categoryIds: menu.categories.map((category) => category.id),
    itemIds: menu.menuItems.filter((item) => item.id !== salmon).map((item) => item.id),
  });
  const backupId = (await admin.post<{ id: number }>('/printers/add', { name: `Backup ${run}`, address: backup.address, role: 'receipt' }))
    .id;
  printerIds.push(backupId);
  printerIds.push(
    (
      await admin.post<{ id: number }>('/printers/add', {
        name: `Grill ${run}`,
        address: grill.address,
        role: 'kitchen',
        stationIds: [grillStation.id],
        backupPrinterId: backupId,
      })
    ).id,
  );
});

test.afterAll(async () => {
  for (const id of printerIds.toReversed()) await admin?.delete(`/printers/${id}`);
  await admin?.dispose();
  await grill?.stop().catch(() => {});
  await backup?.stop().catch(() => {});
});

test('Send prints the grill its lines; a stopped grill printer shows on the POS within 5 s and its ticket goes to the backup', async ({
  page,
}) => {
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  const pos = new PosPage(page);
  await pos.open();
  await pos.addItem('Grilled Salmon');
  await pos.addItem('Grilled Salmon');
  await pos.addItem('Tomato Soup');
  await pos.setNotes('Grilled Salmon', 'no butter');
  const sent = await pos.sendForProcessing();
  const { tokenNo } = await pos.orderNumbers(sent);
  const [ticket] = await grill.waitForJobs(1);
  expect(ticket?.text).toContain(`Order #${tokenNo}`);
  expect(ticket?.text).toContain('2 x Grilled Salmon');
  expect(ticket?.text).toContain('NOTE: no butter');
  expect(ticket?.text).not.toContain('Tomato Soup');
  await expect(page.getByTestId('printer-status')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await grill.stop();
  await expect(page.getByTestId('printer-status')).toContainText(`Grill ${run}: Offline`, { timeout: 5_000 });

  await page.reload();
  await pos.addItem('Grilled Salmon');
  const next = await pos.orderNumbers(await pos.sendForProcessing());
  const [stamped] = await backup.waitForJobs(1, 30_000);
  expect(stamped?.text).toContain(`BACKUP FROM Grill ${run}`);
  expect(stamped?.text).toContain(`Order #${next.tokenNo}`);
  expect(stamped?.text).toContain('1 x Grilled Salmon');
});
