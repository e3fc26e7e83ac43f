// Spec 2.3: collapsible sidebar kept in storage, quick navigation, user menu and logout.
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { E2E_USERS } from './support/users';

test('the collapsed sidebar stays collapsed after a reload', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.manager);
  const shell = new Shell(page);
  const sidebar = page.getByRole('complementary');
  const sidebarWidth = async () => (await sidebar.boundingBox())?.width ?? 0;
  await expect(sidebar.getByText(E2E_USERS.manager.name)).toBeVisible();
  await expect(sidebar.getByText('USER', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('Manager', { exact: true })).toBeVisible();
  expect(await sidebarWidth()).toBeGreaterThan(180);

  await shell.toggle().click();
  await expect(shell.toggle()).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(sidebarWidth).toBeLessThan(100);

  await page.reload();
  await expect(shell.toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(await sidebarWidth()).toBeLessThan(100);
  await shell.toggle().click();
  await page.reload();
  await expect(shell.toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(await sidebarWidth()).toBeGreaterThan(180);
});

test('quick navigation filters titles, opens a page and closes with Esc or X', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.manager);
  const shell = new Shell(page);

  await shell.searchButton().click();
  await expect(shell.quickNav()).toBeVisible();
  await expect(shell.quickNav().getByText('Press ESC key or click X button to close')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shell.quickNav()).toBeHidden();

  await shell.openQuickNav();
  await shell.quickNav().getByRole('button', { name: 'Close' }).click();
  await expect(shell.quickNav()).toBeHidden();

  await shell.openQuickNav();
  await shell.quickNav().getByRole('combobox', { name: 'Search pages' }).fill('rep');
  expect(await shell.quickNavEntries()).toEqual(['Reports']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/reports');
  await expect(shell.heading()).toHaveText('Reports');
});

test('logout shows the server message and returns to the login screen for good', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.manager);
  await new Shell(page).logout(E2E_USERS.manager.name);
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Signed out successfully!')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('brigade__user'))).toBeNull();

  await page.goto('/dashboard/home');
  await expect(page).toHaveURL('/');
});

test('contact support offers a mailto button to the store email', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  await page.goto('/dashboard/contact-support');
  await expect(page.getByText(/24 hours/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:.+@.+/);
});

test('the kitchen and the board keep the TV whole: their sidebar is a menu that opens with its links', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const shell = new Shell(page);
  for (const [path, title, otherLink, otherTitle] of [
    ['/dashboard/kitchen', 'Kitchen', 'Public display', 'Your Orders'],
    ['/dashboard/public-display', 'Your Orders', 'Kitchen', 'Kitchen'],
  ] as const) {
    await page.goto(path);
    await expect(shell.heading()).toHaveText(title);
    await expect(shell.sidebar()).toBeHidden();
    // No sidebar column: the page's heading starts at the screen's left edge.
    expect((await shell.heading().boundingBox())?.x ?? 999).toBeLessThan(40);

    await shell.toggle().click();
    await expect(shell.sidebar()).toBeVisible();
    expect(await shell.sidebarLinks()).toContain(otherLink);
    await expect(shell.sidebar().getByRole('link', { name: title === 'Your Orders' ? 'Public display' : 'Kitchen' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(shell.sidebar()).toBeHidden();

    await shell.toggle().click();
    await shell.sidebar().getByRole('link', { name: otherLink }).click();
    await expect(shell.heading()).toHaveText(otherTitle);
  }
});
