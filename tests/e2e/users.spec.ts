// Spec 2.11 Users, 5 (user messages), 6 (admin protected; scopes decide the sidebar, quick navigation,
// guards and API access). Unique usernames per run: the e2e database is shared by all spec files.
import { expect, test } from '@playwright/test';
import { USER_MESSAGES } from '../../shared/contract/users';
import { CONFIRM_TEXTS } from '../../shared/domain/messages';
import { PASSWORD_POLICY_MESSAGES } from '../../shared/domain/access/passwordPolicy';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';
import { UsersPage } from './pages/UsersPage';
import { E2E_USERS } from './support/users';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('admin cards offer no Edit, Reset or Delete; the user form checks the spec messages and the password policy before any call', async ({
  page,
}) => {
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const users = new UsersPage(page);
  await users.open();
  const adminCard = users.card(E2E_USERS.admin.name);
  await expect(adminCard).toContainText('ADMIN');
  for (const action of ['Edit User', 'Reset Password', 'Delete User']) {
    await expect(adminCard.getByRole('button', { name: action })).toHaveCount(0);
  }
  // Fixture users are ordinary users: all three actions are offered.
  const chefCard = users.card(E2E_USERS.chef.name);
  for (const action of ['Edit User', 'Reset Password', 'Delete User']) {
    await expect(chefCard.getByRole('button', { name: action })).toBeVisible();
  }

  let writes = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/users/')) writes += 1;
  });
  await users.newButton().click();
  const add = users.dialog('Add New User');
  await expect(add.getByLabel(/^Name/)).toBeFocused();
  await expect(users.permissions(add).getByRole('checkbox')).toHaveCount(22);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('Please provide name!', { exact: true }).first()).toBeVisible();
  await add.getByLabel(/^Name/).fill('Someone');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('Please provide username!', { exact: true }).first()).toBeVisible();
  await add.getByLabel('Username').fill(`someone-${run}`);
  await add.getByLabel('Username').press('Enter');
  await expect(page.getByRole('status').getByText('Please provide password!', { exact: true }).first()).toBeVisible();
  await add.getByLabel('Password').fill('1234567');
  await add.getByLabel('Password').press('Enter');
  await expect(page.getByRole('status').getByText(PASSWORD_POLICY_MESSAGES.tooShort, { exact: true }).first()).toBeVisible();
  expect(writes).toBe(0);
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
});

test('a user with only KITCHEN and POS: created, edited, signed in elsewhere, refused settings, reset and deleted', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const name = `Kit Pos ${run}`;
  const username = `kitpos-${run}`;
  const password = 'kitchen-and-pos-1';
  const newPassword = 'kitchen-and-pos-2';

  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const users = new UsersPage(page);
  await users.open();
  await users.newButton().click();
  const add = users.dialog('Add New User');
  await add.getByLabel(/^Name/).fill(name);
  await add.getByLabel('Username').fill(username);
  await add.getByLabel('Password').fill(password);
  await add.getByLabel('Designation').fill('Line cook');
  const scopes = users.permissions(add);
  await scopes.getByRole('checkbox', { name: 'KITCHEN', exact: true }).check();
  await scopes.getByRole('checkbox', { name: 'POS', exact: true }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(USER_MESSAGES.userAdded)).toBeVisible();
  await expect(add).toBeHidden();

  const card = users.card(name);
  await expect(card).toContainText(`@${username}`);
  await expect(card).toContainText('Line cook');
  await expect(card.getByRole('list', { name: 'Permissions' }).getByRole('listitem')).toHaveText(['POS', 'KITCHEN']);

  // Update User: the username is read-only, the rest is saved and survives a reload.
  await card.getByRole('button', { name: 'Edit User' }).click();
  const update = users.dialog('Update User');
  await expect(update.getByLabel('Username')).toHaveValue(username);
  await expect(update.getByLabel('Username')).toHaveAttribute('readonly', '');
  await expect(users.permissions(update).getByRole('checkbox', { name: 'KITCHEN', exact: true })).toBeChecked();
  await update.getByLabel(/^Name/).fill('');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Please provide name!', { exact: true }).first()).toBeVisible();
  await update.getByLabel(/^Name/).fill(name);
  await update.getByLabel('Designation').fill('Sous chef');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(USER_MESSAGES.userUpdated)).toBeVisible();
  await page.reload();
  await expect(users.card(name)).toContainText('Sous chef');

  // The new user in a second browser: their sidebar, quick navigation, guards and API access.
  const other = await browser.newContext();
  try {
    const staff = await other.newPage();
    await new LoginPage(staff).signInAs({ username, password });
    await expect(staff).toHaveURL('/dashboard/profile');
    const shell = new Shell(staff);
    await expect(shell.sidebar()).toBeVisible();
    expect(await shell.sidebarLinks()).toEqual(['POS', 'Orders', 'Kitchen']);
    await shell.openQuickNav();
    expect(await shell.quickNavEntries()).toEqual(['POS - Point of Sale', 'Kitchen', 'Orders', 'Floor', 'Devices', 'Profile', 'Support']);
    await staff.keyboard.press('Escape');

    await staff.goto('/dashboard/settings');
    await expect(staff).toHaveURL('/no-access');
    await staff.goto('/dashboard/users');
    await expect(staff).toHaveURL('/no-access');
    const taxes = await staff.request.get('/api/v1/settings/taxes');
    expect(taxes.status()).toBe(403);
    const userList = await staff.request.get('/api/v1/users');
    expect(userList.status()).toBe(403);
  } finally {
    await other.close();
  }

  // Reset Password: the new password works, the old one no longer does.
  await users.card(name).getByRole('button', { name: 'Reset Password' }).click();
  const reset = users.dialog('Reset Password');
  await expect(reset.getByLabel('New Password')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('Provide new password!', { exact: true }).first()).toBeVisible();
  await reset.getByLabel('New Password').fill(newPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByText(USER_MESSAGES.passwordReset)).toBeVisible();
  await expect(reset).toBeHidden();

  const third = await browser.newContext();
  try {
    const staff = await third.newPage();
    const login = new LoginPage(staff);
    await login.open();
    await login.signIn({ username, password });
    await expect(staff.getByText('Invalid username or password!')).toBeVisible();
    await login.signIn({ username, password: newPassword });
    await staff.waitForURL('/dashboard/profile');
  } finally {
    await third.close();
  }

  // Delete User, after the confirmation.
  await users.card(name).getByRole('button', { name: 'Delete User' }).click();
  const confirm = page.getByRole('alertdialog', { name: CONFIRM_TEXTS.delete });
  await expect(confirm).toContainText('Are you sure! This process is irreversible!');
  await confirm.getByRole('button', { name: 'Yes, delete' }).press('Enter');
  await expect(page.getByText(USER_MESSAGES.userDeleted)).toBeVisible();
  await expect(users.card(name)).toHaveCount(0);
  await page.reload();
  await expect(users.list()).toBeVisible();
  await expect(users.card(name)).toHaveCount(0);
});

test('every card, admin included, offers Clear sign-in lock; it answers with a toast', async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const users = new UsersPage(page);
  await users.open();
  for (const name of [E2E_USERS.admin.name, E2E_USERS.chef.name]) {
    const clear = users.card(name).getByRole('button', { name: 'Clear sign-in lock' });
    await expect(clear).toBeVisible();
    const call = page.waitForResponse((response) => response.url().includes('/api/v1/users/unlock-sign-in/'));
    await clear.click();
    expect((await call).status()).toBe(200);
    await expect(page.getByRole('status').getByText(USER_MESSAGES.signInLockCleared).first()).toBeVisible();
  }
});
