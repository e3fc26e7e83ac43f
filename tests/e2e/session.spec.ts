// Spec 4 session: refresh-and-retry after the access cookie expires; devices (2.14) and removal.
import { expect, test } from '@playwright/test';
import { DevicesPage } from './pages/DevicesPage';
import { LoginPage } from './pages/LoginPage';
import { E2E_USERS } from './support/users';

test('an expired access cookie is refreshed once and the call retried', async ({ page, context }) => {
  await new LoginPage(page).signInAs(E2E_USERS.refresher);
  // The landing page's own calls finish first: one of them, late on a busy machine, would otherwise make the refresh
  // before the listener below is there, and the Devices call would find a fresh cookie.
  await page.waitForLoadState('networkidle');
  const refresh = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/refresh-token'));
  await context.clearCookies({ name: 'brigade__access' });

  const devices = new DevicesPage(page);
  await devices.open();
  expect((await refresh).status()).toBe(200);
  await expect(devices.list().getByText('This Device')).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === 'brigade__access')).toBe(true);
});

test('removing another device signs that browser out', async ({ browser }) => {
  const laptop = await browser.newContext();
  const tablet = await browser.newContext();
  try {
    const laptopPage = await laptop.newPage();
    const tabletPage = await tablet.newPage();
    await new LoginPage(tabletPage).signInAs(E2E_USERS.roamer);
    await new LoginPage(laptopPage).signInAs(E2E_USERS.roamer);

    const devices = new DevicesPage(laptopPage);
    await devices.open();
    await expect(devices.list().getByText('This Device')).toHaveCount(1);
    const others = await devices.removeButtons().count();
    expect(others).toBeGreaterThanOrEqual(1);

    await devices.removeButtons().first().click();
    const confirm = laptopPage.getByRole('alertdialog', { name: 'Are you sure! This device will be logged out!' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(laptopPage.getByText('Device removed successfully!')).toBeVisible();
    await expect(devices.removeButtons()).toHaveCount(others - 1);

    // The tablet's next call fails, its refresh is refused, and it lands on the login screen.
    await tabletPage.goto('/dashboard/devices');
    await expect(tabletPage).toHaveURL('/');
    await expect(tabletPage.getByRole('button', { name: 'Login' })).toBeVisible();
  } finally {
    await laptop.close();
    await tablet.close();
  }
});
