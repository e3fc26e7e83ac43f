// Spec 2.2, 5 (login), 8 (sign-in messages).
import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { E2E_USERS } from './support/users';

test('empty fields show the spec toasts and focus the field, before any call', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  let signInCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/signin')) signInCalls += 1;
  });

  await login.submit().click();
  await expect(page.getByText('Please provide username!')).toBeVisible();
  await expect(login.username()).toBeFocused();

  await login.username().fill('someone');
  await login.submit().click();
  await expect(page.getByText('Please provide password!')).toBeVisible();
  await expect(login.password()).toBeFocused();
  expect(signInCalls).toBe(0);
});

test('a wrong password shows the server message and stays on the form', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn({ username: E2E_USERS.cashier.username, password: 'not-the-password' });
  await expect(page.getByText('Invalid username or password!')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('admin lands on the dashboard home with the server success message', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(E2E_USERS.admin);
  await expect(page).toHaveURL('/dashboard/home');
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a user without the dashboard scope lands on My Profile', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.cashier);
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText(E2E_USERS.cashier.name)).toBeVisible();
  await expect(page.getByRole('main').getByText('Cashier', { exact: true })).toBeVisible();
});

test('with the session cookie present the login form is skipped', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.manager);
  await page.goto('/');
  await expect(page).toHaveURL('/dashboard/home');
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
});
