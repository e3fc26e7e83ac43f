// Modifiers from the till to the kitchen: a steak whose temperature is required cannot be added without one (the
// chooser says which rule is unmet), NO onions and EXTRA pepper sauce change the line's price live, the cart shows
// them under the line and the kitchen ticket shows them under its line, NO and EXTRA emphasised.
import { expect, test } from '@playwright/test';
import { KitchenPage } from './pages/KitchenPage';
import { LoginPage } from './pages/LoginPage';
import { PosPage } from './pages/PosPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 60_000 });

const STEAK = 'Ribeye Modifier Steak';

test('a steak with a required temperature, NO onions and EXTRA sauce reaches the kitchen ticket', async ({ browser }) => {
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  let steakId: number;
  try {
    steakId = (await admin.post<{ id: number }>('/menu-items/add', { title: STEAK, price: 24 })).id;
    const temperature = await admin.post<{ id: number }>('/modifier-groups/add', {
      name: 'Steak temperature',
      isRequired: true,
      maxChoices: 1,
      choices: [{ name: 'Rare' }, { name: 'Medium rare' }, { name: 'Well done' }],
    });
    const extras = await admin.post<{ id: number }>('/modifier-groups/add', {
      name: 'Extras',
      maxChoices: 3,
      choices: [
        { name: 'Onions', kind: 'NO', priceChange: -0.5 },
        { name: 'Pepper sauce', kind: 'EXTRA', priceChange: 2 },
        { name: 'Fries', kind: 'ON_SIDE', priceChange: 3.5 },
      ],
    });
    await admin.post(`/menu-items/modifier-groups/${steakId}`, { groupIds: [temperature.id, extras.id] });
  } finally {
    await admin.dispose();
  }

  const till = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await new LoginPage(till).signInAs(E2E_USERS.cashier);
  const pos = new PosPage(till);
  await pos.open();
  await pos.search().fill(STEAK);
  await pos
    .menu()
    .getByRole('button', { name: `Add ${STEAK}`, exact: true })
    .click();
  const chooser = pos.dialog(STEAK);
  await expect(chooser.getByRole('group', { name: /Steak temperature/ })).toContainText('Choose 1');
  await expect(chooser.getByRole('group', { name: /Extras/ })).toContainText('Up to 3');
  // Nothing is added while the temperature is missing; the rule is said where the price is.
  await expect(chooser.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-disabled', 'true');
  await expect(chooser).toContainText('Steak temperature: choose 1');
  await chooser.getByRole('button', { name: 'Add to Cart' }).click({ force: true });
  await expect(chooser).toBeVisible();
  await expect(pos.cartLines()).toHaveCount(0);
  await chooser.getByRole('radio', { name: 'Medium rare' }).check();
  await chooser.getByRole('checkbox', { name: 'NO Onions' }).check();
  await expect(chooser).toContainText('$23.50');
  // The keyboard works: Space on the focused choice.
  await chooser.getByRole('checkbox', { name: 'EXTRA Pepper sauce' }).focus();
  await till.keyboard.press('Space');
  await expect(chooser).toContainText('$25.50');
  await till.screenshot({ path: '/tmp/mods-shots/pos-chooser-1024x768.png' });
  await chooser.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(chooser).toBeHidden();
  const line = pos.cartLines().filter({ hasText: STEAK });
  await expect(line).toContainText('NO Onions');
  await expect(line).toContainText('EXTRA Pepper sauce');
  await expect(line).toContainText('$25.50');
  await till.screenshot({ path: '/tmp/mods-shots/pos-cart-1024x768.png' });
  await pos.chooseDiningOption('Take Away');
  const sent = await pos.sendForProcessing();
  const { orderId } = await pos.orderNumbers(sent);

  const screen = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await new LoginPage(screen).signInAs(E2E_USERS.chef);
  const kitchen = new KitchenPage(screen);
  await kitchen.open();
  await kitchen.showTicket(orderId);
  const ticketLine = kitchen.item(orderId, STEAK);
  await expect(ticketLine.locator('[data-kind="PLAIN"]')).toHaveText('Medium rare');
  await expect(ticketLine.locator('[data-kind="NO"]')).toHaveText('Onions');
  await expect(ticketLine.locator('[data-kind="EXTRA"]')).toHaveText('Pepper sauce');
  // The kind's word is drawn in bold before the name.
  expect(await ticketLine.locator('[data-kind="NO"]').evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"NO "');
  expect(
    Number(await ticketLine.locator('[data-kind="NO"]').evaluate((element) => getComputedStyle(element).fontWeight)),
  ).toBeGreaterThanOrEqual(700);
  await screen.screenshot({ path: '/tmp/mods-shots/kitchen-1920x1080.png' });
});

test('86 from the kitchen screen in two taps greys the item on the till within a second; a count shows there too; the till 86es and lifts it in two taps', async ({
  browser,
}) => {
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  const title = 'Eighty-six Oysters';
  try {
    await admin.post<{ id: number }>('/menu-items/add', { title, price: 18 });
  } finally {
    await admin.dispose();
  }
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  const pos = new PosPage(page);
  await pos.open();
  await pos.search().fill(title);
  const card = pos.menu().getByRole('article', { name: title });
  await expect(card.getByRole('button', { name: `Add ${title}` })).toBeEnabled();

  const screen = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await new LoginPage(screen).signInAs(E2E_USERS.chef);
  const kitchen = new KitchenPage(screen);
  await kitchen.open();
  // Tap 1: the header's 86; tap 2: the item's 86. The till is told by the socket after the commit, no reload
  // (how fast is bench/eighty-six.ts's figure, not this test's).
  await kitchen.openEightySix();
  const row = kitchen.stockRow(title);
  await row.getByRole('button', { name: `86 ${title}` }).click();
  await expect(card).toHaveAttribute('data-out', 'true');
  await expect(row).toContainText('86 · out');
  await expect(card).toContainText('86 · sold out');
  await expect(card.getByRole('button', { name: `Add ${title}` })).toBeDisabled();
  await screen.screenshot({ path: '/tmp/mods-shots/kitchen-86-1920x1080.png' });
  await page.screenshot({ path: '/tmp/mods-shots/pos-86-1024x768.png' });

  // A count from the kitchen lifts the 86; the till shows what is left.
  await row.getByRole('button', { name: `Count of ${title}` }).click();
  await row.getByRole('spinbutton', { name: 'Count' }).fill('4');
  await row.getByRole('spinbutton', { name: 'Low at' }).fill('2');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('4 left');
  await expect(card).not.toHaveAttribute('data-out', 'true');
  await expect(card).toContainText('4 left');

  // The till 86es it (⋮, then the one action) and the kitchen's panel follows; then lifts it.
  await card.getByRole('button', { name: `Stock of ${title}` }).click();
  await page.getByRole('menuitem', { name: '86 — out of stock' }).click();
  await expect(card).toHaveAttribute('data-out', 'true');
  await expect(row.getByRole('button', { name: `Back on ${title}` })).toBeVisible();
  await card.getByRole('button', { name: `Stock of ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Back on (lift 86)' }).click();
  await expect(card).not.toHaveAttribute('data-out', 'true');
  await expect(row.getByRole('button', { name: `86 ${title}` })).toBeVisible();

  // On a tablet the panel's search finds the item; its buttons stay 44 px or more.
  await screen.setViewportSize({ width: 1024, height: 768 });
  await kitchen.eightySixPanel().getByRole('searchbox', { name: 'Find an item or choice' }).fill('eighty-six oys');
  await expect(kitchen.eightySixPanel().getByRole('listitem')).toHaveCount(1);
  const box = await row.getByRole('button', { name: `86 ${title}` }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await screen.screenshot({ path: '/tmp/mods-shots/kitchen-86-1024x768.png' });
  // Closed, the tablet's all-day line keeps the 86 button at a 44 px target.
  await screen.keyboard.press('Escape');
  await expect(kitchen.eightySixPanel()).toBeHidden();
  const opener = await screen.getByRole('button', { name: '86', exact: true }).boundingBox();
  expect(opener?.height).toBeGreaterThanOrEqual(44);
  await screen.screenshot({ path: '/tmp/mods-shots/kitchen-1024x768.png' });
});

test('Settings › Menu Items: an item offers a new group, in its order, with its rule', async ({ page }) => {
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  let itemId: number;
  try {
    itemId = (await admin.post<{ id: number }>('/menu-items/add', { title: 'Group Editor Burger', price: 12 })).id;
  } finally {
    await admin.dispose();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  await page.goto(`/dashboard/settings/menu-items/${itemId}`);
  const panel = page.getByRole('region', { name: 'Modifier groups' });
  await expect(panel).toContainText('This item offers no modifier groups.');
  await panel.getByRole('button', { name: 'New Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Modifier Group' });
  await dialog.getByLabel('Name').fill('Bun');
  await dialog.getByRole('switch', { name: /Required/ }).check();
  await dialog.getByLabel('Maximum').fill('1');
  await dialog.getByRole('textbox', { name: /^Choice/ }).fill('Brioche');
  await dialog.getByLabel('Price change').fill('0.50');
  await page.screenshot({ path: '/tmp/mods-shots/backoffice-group-editor.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const offered = panel.getByRole('list', { name: 'Groups this item offers' });
  await expect(offered).toContainText('Bun');
  await expect(offered).toContainText('Choose 1');
  await expect(offered).toContainText('Brioche +$0.50');
  await page.screenshot({ path: '/tmp/mods-shots/backoffice-item-groups.png' });
});
