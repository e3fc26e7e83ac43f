// Reports › modifier sales and 86 history: a burger sold with NO pickles and EXTRA cheese shows per choice with its
// units and revenue (NO and EXTRA in bold); an 86 and its lifting from the kitchen show with who did it. Settings ›
// Kitchen turns the day-start reset on and keeps it.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { ApiSession } from './support/api';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 60_000 });

const BURGER = 'Report Modifier Burger';

test('Reports shows modifier sales per choice and the 86 history with who did it', async ({ page }) => {
  const admin = await ApiSession.signIn(E2E_USERS.admin);
  const chef = await ApiSession.signIn(E2E_USERS.chef);
  try {
    const burgerId = (await admin.post<{ id: number }>('/menu-items/add', { title: BURGER, price: 10 })).id;
    const group = await admin.post<{ id: number }>('/modifier-groups/add', {
      name: 'Burger changes',
      maxChoices: 3,
      choices: [
        { name: 'Pickles', kind: 'NO', priceChange: 0 },
        { name: 'Cheese', kind: 'EXTRA', priceChange: 1.5 },
      ],
    });
    await admin.post(`/menu-items/modifier-groups/${burgerId}`, { groupIds: [group.id] });
    const groups = await admin.get<{ modifierGroups: { id: number; choices: { id: number; name: string }[] }[] }>('/modifier-groups');
    const choiceIds = groups.modifierGroups.find((candidate) => candidate.id === group.id)?.choices.map((choice) => choice.id) ?? [];
    await admin.post('/pos/create-order', {
      cart: [{ id: burgerId, quantity: 2, notes: null, variant_id: null, addons_ids: [], modifier_ids: choiceIds }],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      customerId: null,
      tableId: null,
    });
    await chef.post(`/stock/items/${burgerId}`, { isOut: true });
    await chef.post(`/stock/items/${burgerId}`, { isOut: false, count: 12 });
  } finally {
    await chef.dispose();
    await admin.dispose();
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page).signInAs(E2E_USERS.manager);
  await page.goto('/dashboard/reports');
  const sales = page.getByRole('table', { name: 'Modifier sales per choice' });
  const cheese = sales.getByRole('row').filter({ hasText: 'Cheese' });
  await expect(cheese).toContainText('Burger changes');
  await expect(cheese).toContainText('EXTRA Cheese');
  await expect(cheese).toContainText('2');
  await expect(cheese).toContainText('$3.00');
  expect(Number(await cheese.locator('strong').evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
  await expect(sales.getByRole('row').filter({ hasText: 'Pickles' })).toContainText('NO Pickles');

  const history = page.getByRole('table', { name: '86 history entries' });
  const rows = history.getByRole('row').filter({ hasText: BURGER });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Remy Chef');
  await expect(rows.nth(0)).toContainText('Back on, 12 left');
  await expect(rows.nth(1)).toContainText('86 (out)');
  await page.getByRole('region', { name: '86 history' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/mods-shots/reports-stock-1280.png', fullPage: true });

  await page.setViewportSize({ width: 1024, height: 768 });
  await page.getByRole('region', { name: 'Modifier sales' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/mods-shots/reports-stock-1024x768.png' });
});

test('Settings › Kitchen: the day-start reset is off, turned on and kept', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  await page.goto('/dashboard/settings/kitchen');
  const form = page.getByRole('form', { name: "86 and counts at the day's start" });
  await expect(form.getByRole('checkbox', { name: 'Clear every stock count' })).not.toBeChecked();
  await expect(form).toContainText('Not reset yet.');
  await form.getByRole('checkbox', { name: 'Clear every stock count' }).check();
  await form.getByRole('checkbox', { name: 'Lift every 86' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stock settings saved!')).toBeVisible();
  // Switched on today: today counts as reset, the first reset is the next day's start.
  await expect(form).toContainText('Last reset: business day');
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/mods-shots/settings-kitchen-day-start.png' });
  await page.reload();
  await expect(
    page.getByRole('form', { name: "86 and counts at the day's start" }).getByRole('checkbox', { name: 'Lift every 86' }),
  ).toBeChecked();
});
