// Spec 2.1 guards, 2.3 sidebar and quick navigation by scope, 6.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { E2E_USERS } from './support/users';

test('a visitor without the session cookie is sent to the login screen', async ({ page }) => {
  await page.goto('/dashboard/settings/tables');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a signed-in user lacking the scope lands on /no-access and can go back', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.chef);
  await page.goto('/dashboard/devices');
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL('/no-access');
  await expect(page.getByText("Oops! You don't have access to this area! Relogin to check again.")).toBeVisible();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL('/dashboard/devices');
});

test('the server refuses an API route the user has no scope for', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.chef);
  const response = await page.request.get('/api/v1/settings/store-setting');
  expect(response.status()).toBe(403);
  expect((await response.json()).message).toBeTruthy();
});

test('a cashier sees only the links and quick-navigation entries their scopes open', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  const shell = new Shell(page);
  // A cashier lands on the POS, a station page: the sidebar is its top bar's menu.
  await shell.showSidebar();
  expect(await shell.sidebarLinks()).toEqual(['POS', 'Orders']);
  await expect(shell.sidebar().getByRole('heading', { name: 'Offerings' })).toHaveCount(0);

  await shell.openQuickNav();
  expect(await shell.quickNavEntries()).toEqual(['POS - Point of Sale', 'Orders', 'Floor', 'Devices', 'Profile', 'Support']);
});

test('admin sees every link under the Offerings and Back Office headings, and passes every guard', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const shell = new Shell(page);
  expect(await shell.sidebarLinks()).toEqual([
    'Dashboard',
    'POS',
    'Orders',
    'Kitchen',
    'Public display',
    'Reservations',
    'Customers',
    'Invoices',
    'Users',
    'Reports',
    'Settings',
  ]);
  await expect(shell.sidebar().getByRole('heading', { name: 'Offerings' })).toBeVisible();
  await expect(shell.sidebar().getByRole('heading', { name: 'Back Office' })).toBeVisible();

  for (const [path, title] of [
    ['/dashboard/pos', 'POS - Point of Sale'],
    ['/dashboard/kitchen', 'Kitchen'],
    ['/dashboard/public-display', 'Your Orders'],
    ['/dashboard/settings/tables', 'Settings'],
    ['/dashboard/users', 'Users'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(shell.heading()).toHaveText(title);
  }
});
