// Spec 2.13 settings area, 5 (messages word for word, before any call), 7 (server message as a toast,
// lists reload), 8. Every title is unique per run: the e2e database is shared by all spec files.
import { expect, test } from '@playwright/test';
import { MENU_MESSAGES } from '../../shared/contract/menu';
import { PAYMENT_TYPE_MESSAGES } from '../../shared/contract/paymentTypes';
import { SETTINGS_MESSAGES } from '../../shared/contract/settings';
import { STORE_TABLE_MESSAGES } from '../../shared/contract/storeTables';
import { TAX_MESSAGES } from '../../shared/contract/taxes';
import { LoginPage } from './pages/LoginPage';
import { SettingsPages } from './pages/SettingsPages';
import { E2E_USERS } from './support/users';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const unique = (label: string) => `${label} ${run}`;

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).signInAs(E2E_USERS.admin);
});

test('the side menu opens every settings page; the empty path shows Store Details', async ({ page }) => {
  const settings = new SettingsPages(page);
  await settings.open('/dashboard/settings', 'Store Details');
  await expect(settings.menu().getByRole('link', { name: 'Details' })).toHaveAttribute('aria-current', 'page');
  for (const [entry, title, path] of [
    ['Print Settings', 'Print Settings', '/dashboard/settings/print-settings'],
    ['Tables', 'Tables', '/dashboard/settings/tables'],
    ['Menu Items', 'Menu Items', '/dashboard/settings/menu-items'],
    ['Tax Setup', 'Tax Setup', '/dashboard/settings/tax-setup'],
    ['Payment Types', 'Payment Types', '/dashboard/settings/payment-types'],
    ['Details', 'Store Details', '/dashboard/settings/details'],
  ] as const) {
    await settings.go(entry, title);
    await expect(page).toHaveURL(path);
  }
});

test('store details: spec message before any call, saved values survive a reload', async ({ page }) => {
  const settings = new SettingsPages(page);
  await settings.open('/dashboard/settings/details', 'Store Details');
  const form = page.getByRole('form', { name: 'Store Details' });
  const phone = form.getByLabel('Phone');
  await expect(form.getByLabel('Currency')).toHaveValue('USD');
  await expect(form.getByLabel('Currency').locator('option:checked')).toHaveText('USD - US Dollar ($)');
  const originalPhone = await phone.inputValue();

  const writes = settings.countWrites();
  const storeName = form.getByLabel('Store Name');
  const originalName = await storeName.inputValue();
  await storeName.fill('  ');
  await form.getByRole('button', { name: 'Save' }).click();
  await settings.expectToast('Please provide store name!');
  expect(writes.count).toBe(0);

  await storeName.fill(originalName);
  await phone.fill('+1 555 0199');
  await form.getByRole('button', { name: 'Save' }).click();
  await settings.expectToast(SETTINGS_MESSAGES.storeSettingsSaved);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Store Details' }).getByLabel('Phone')).toHaveValue('+1 555 0199');

  // Put the demo store back for the other specs.
  await page.getByRole('form', { name: 'Store Details' }).getByLabel('Phone').fill(originalPhone);
  await page.getByRole('form', { name: 'Store Details' }).getByRole('button', { name: 'Save' }).click();
  await settings.expectToast(SETTINGS_MESSAGES.storeSettingsSaved);
});

test('print settings: switches, page size and the daily token hint are saved', async ({ page }) => {
  const settings = new SettingsPages(page);
  await settings.open('/dashboard/settings/print-settings', 'Print Settings');
  const form = page.getByRole('form', { name: 'Print Settings' });
  await expect(form.getByText('Tokens reset daily', { exact: false })).toBeVisible();
  const showNotes = form.getByRole('switch', { name: 'Show Notes' });
  const wasOn = await showNotes.isChecked();

  await showNotes.setChecked(!wasOn);
  await form.getByLabel('Page Size').selectOption('57');
  await form.getByRole('button', { name: 'Save' }).click();
  await settings.expectToast(SETTINGS_MESSAGES.printSettingsSaved);
  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Print Settings' });
  await expect(reloaded.getByRole('switch', { name: 'Show Notes' })).toBeChecked({ checked: !wasOn });
  await expect(reloaded.getByLabel('Page Size')).toHaveValue('57');

  await reloaded.getByRole('switch', { name: 'Show Notes' }).setChecked(wasOn);
  await reloaded.getByLabel('Page Size').selectOption('80');
  await reloaded.getByRole('button', { name: 'Save' }).click();
  await settings.expectToast(SETTINGS_MESSAGES.printSettingsSaved);
});

test('tables: add with the keyboard, see, update and delete a table card', async ({ page }) => {
  const settings = new SettingsPages(page);
  const title = unique('Patio');
  await settings.open('/dashboard/settings/tables', 'Tables');

  // Esc closes, the first field takes focus.
  await settings.newButton().click();
  const add = settings.dialog('Add New Table');
  await expect(add.getByLabel('Title')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();

  const writes = settings.countWrites();
  await settings.newButton().click();
  await page.keyboard.press('Enter');
  await settings.expectToast('Please provide Title!');
  await add.getByLabel('Title').fill(title);
  await page.keyboard.press('Enter');
  await settings.expectToast("Please provide Floor or use '-'");
  await add.getByLabel('Floor').fill('Terrace');
  await add.getByLabel('Seating Capacity').fill('-1');
  await add.getByLabel('Seating Capacity').press('Enter');
  await settings.expectToast("Please provide Seating Capacity or '0'");
  expect(writes.count).toBe(0);

  await add.getByLabel('Seating Capacity').fill('4');
  await add.getByLabel('Seating Capacity').press('Enter');
  await settings.expectToast(STORE_TABLE_MESSAGES.tableAdded);
  await expect(add).toBeHidden();
  const card = settings.card('Tables', `${title} - Terrace`);
  await expect(card).toContainText('Seating capacity: 4');

  await page.reload();
  await expect(card).toContainText('Seating capacity: 4');
  await card.getByRole('button', { name: `Edit ${title} - Terrace` }).click();
  const update = settings.dialog('Update Table');
  await expect(update.getByLabel('Title')).toHaveValue(title);
  await update.getByLabel('Seating Capacity').fill('6');
  await settings.save(update, STORE_TABLE_MESSAGES.tableUpdated);
  await expect(card).toContainText('Seating capacity: 6');

  await card.getByRole('button', { name: `Delete ${title} - Terrace` }).click();
  await settings.confirmDelete(STORE_TABLE_MESSAGES.tableDeleted);
  await expect(card).toHaveCount(0);
});

test('payment types: add, toggle at once, update with Active?, delete', async ({ page }) => {
  const settings = new SettingsPages(page);
  const title = unique('Voucher');
  const renamed = unique('Gift card');
  await settings.open('/dashboard/settings/payment-types', 'Payment Types');

  await settings.newButton().click();
  const add = settings.dialog('Add New Payment Type');
  await settings.save(add, 'Please provide Payment Type Title!');
  await add.getByLabel('Title').fill(title);
  await settings.save(add, PAYMENT_TYPE_MESSAGES.paymentTypeAdded);
  const row = settings.row('Payment types', title);
  const active = row.getByRole('switch');
  await expect(active).toBeChecked();

  // The switch calls the API at once.
  const toggle = page.waitForResponse((response) => response.url().includes('/toggle') && response.request().method() === 'POST');
  await active.click();
  expect((await toggle).status()).toBe(200);
  await settings.expectToast(PAYMENT_TYPE_MESSAGES.paymentTypeDeactivated);
  await expect(active).not.toBeChecked();
  await page.reload();
  await expect(settings.row('Payment types', title).getByRole('switch')).not.toBeChecked();

  await settings
    .row('Payment types', title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const update = settings.dialog('Update Payment Type');
  await update.getByLabel('Title').fill('');
  await settings.save(update, 'Please provide title!');
  await update.getByLabel('Title').fill(renamed);
  await update.getByRole('switch', { name: 'Active?' }).check();
  await settings.save(update, PAYMENT_TYPE_MESSAGES.paymentTypeUpdated);
  await expect(settings.row('Payment types', renamed).getByRole('switch')).toBeChecked();
  await expect(settings.row('Payment types', title)).toHaveCount(0);

  await settings
    .row('Payment types', renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await settings.confirmDelete(PAYMENT_TYPE_MESSAGES.paymentTypeDeleted);
  await expect(settings.row('Payment types', renamed)).toHaveCount(0);
});

test('payment types: the default payment type is chosen among the active ones and kept', async ({ page }) => {
  const settings = new SettingsPages(page);
  const title = unique('House account');
  await settings.open('/dashboard/settings/payment-types', 'Payment Types');
  await settings.newButton().click();
  const add = settings.dialog('Add New Payment Type');
  await add.getByLabel('Title').fill(title);
  await settings.save(add, PAYMENT_TYPE_MESSAGES.paymentTypeAdded);

  await page.getByLabel('Default payment type').selectOption({ label: title });
  await settings.expectToast(PAYMENT_TYPE_MESSAGES.paymentTypeMadeDefault);
  await page.reload();
  await expect(page.getByLabel('Default payment type').locator('option:checked')).toHaveText(title);

  // Switched off, it is no longer offered, and the first active type is the default again.
  await settings.row('Payment types', title).getByRole('switch').click();
  await settings.expectToast(PAYMENT_TYPE_MESSAGES.paymentTypeDeactivated);
  await expect(page.getByLabel('Default payment type').getByRole('option', { name: title })).toHaveCount(0);
  await expect(page.getByLabel('Default payment type').locator('option:checked')).not.toHaveText(title);
  await settings
    .row('Payment types', title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await settings.confirmDelete(PAYMENT_TYPE_MESSAGES.paymentTypeDeleted);
});

test('tax setup and categories: spec messages before any call, add, update, delete', async ({ page }) => {
  test.setTimeout(90_000);
  const settings = new SettingsPages(page);
  const taxTitle = unique('Eco tax');
  const categoryTitle = unique('Brunch');

  await settings.open('/dashboard/settings/tax-setup', 'Tax Setup');
  const writes = settings.countWrites();
  await settings.newButton().click();
  const addTax = settings.dialog('Add New Tax');
  await expect(addTax.getByLabel('Title')).toBeFocused();
  await settings.save(addTax, 'Provide Title!');
  await addTax.getByLabel('Title').fill(taxTitle);
  await addTax.getByLabel('Rate (%)').fill('-1');
  await settings.save(addTax, 'Invalid value provided in Tax Rate!');
  await addTax.getByLabel('Rate (%)').fill('7.5');
  await settings.save(addTax, 'Select Tax Type!');
  expect(writes.count).toBe(0);
  await addTax.getByLabel('Type').selectOption('exclusive');
  await settings.save(addTax, TAX_MESSAGES.taxAdded);
  const taxRow = settings.row('Taxes', taxTitle);
  await expect(taxRow).toContainText('7.5');
  await expect(taxRow).toContainText('Exclusive');

  await taxRow.getByRole('button', { name: `Edit ${taxTitle}` }).click();
  const updateTax = settings.dialog('Update Tax');
  await updateTax.getByLabel('Title').fill('');
  await settings.save(updateTax, 'Please provide title!');
  await updateTax.getByLabel('Title').fill(taxTitle);
  await updateTax.getByLabel('Rate (%)').fill('8.25');
  await updateTax.getByLabel('Type').selectOption('inclusive');
  await settings.save(updateTax, TAX_MESSAGES.taxUpdated);
  await page.reload();
  await expect(taxRow).toContainText('8.25');
  await expect(taxRow).toContainText('Inclusive');
  await taxRow.getByRole('button', { name: `Delete ${taxTitle}` }).click();
  await settings.confirmDelete(TAX_MESSAGES.taxDeleted);
  await expect(taxRow).toHaveCount(0);

  // Categories, reached through the Menu Items page's link.
  await settings.go('Menu Items', 'Menu Items');
  await settings.section().getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL('/dashboard/settings/menu-items/categories');
  await expect(settings.sectionHeading()).toHaveText('Categories');
  await settings.newButton().click();
  const addCategory = settings.dialog('Add New Category');
  await settings.save(addCategory, 'Please provide Category Title!');
  await addCategory.getByLabel('Title').fill(`${categoryTitle} draft`);
  await settings.save(addCategory, MENU_MESSAGES.categoryAdded);
  await settings
    .row('Categories', `${categoryTitle} draft`)
    .getByRole('button', { name: `Edit ${categoryTitle} draft` })
    .click();
  const updateCategory = settings.dialog('Update Category');
  await updateCategory.getByLabel('Title').fill(' ');
  await settings.save(updateCategory, 'Please provide title!');
  await updateCategory.getByLabel('Title').fill(categoryTitle);
  await settings.save(updateCategory, MENU_MESSAGES.categoryUpdated);
  await page.reload();
  const categoryRow = settings.row('Categories', categoryTitle);
  await expect(categoryRow).toBeVisible();
  await categoryRow.getByRole('button', { name: `Delete ${categoryTitle}` }).click();
  await settings.confirmDelete(MENU_MESSAGES.categoryDeleted);
  await expect(categoryRow).toHaveCount(0);
});

test('a menu item with two variants and two addons, its tax and category, end to end', async ({ page }) => {
  test.setTimeout(90_000);
  const settings = new SettingsPages(page);
  const taxTitle = unique('Green tax');
  const categoryTitle = unique('Specials');
  const itemTitle = unique('Lobster roll');
  const renamedItem = unique('Lobster bun');

  await settings.open('/dashboard/settings/tax-setup', 'Tax Setup');
  await settings.newButton().click();
  const addTax = settings.dialog('Add New Tax');
  await addTax.getByLabel('Title').fill(taxTitle);
  await addTax.getByLabel('Rate (%)').fill('8.25');
  await addTax.getByLabel('Type').selectOption('exclusive');
  await settings.save(addTax, TAX_MESSAGES.taxAdded);

  await page.goto('/dashboard/settings/menu-items/categories');
  await settings.newButton().click();
  const addCategory = settings.dialog('Add New Category');
  await addCategory.getByLabel('Title').fill(categoryTitle);
  await settings.save(addCategory, MENU_MESSAGES.categoryAdded);
  await expect(settings.row('Categories', categoryTitle)).toBeVisible();

  // --- Menu item ------------------------------------------------------------------------------------
  await settings.breadcrumb().getByRole('link', { name: 'Menu Items' }).click();
  await expect(settings.sectionHeading()).toHaveText('Menu Items');
  await settings.newButton().click();
  const addItem = settings.dialog('Add New Item');
  await settings.save(addItem, 'Please enter title!');
  await addItem.getByLabel('Title').fill(itemTitle);
  await addItem.getByLabel(/^Price/).fill('-2');
  await settings.save(addItem, 'Please provide valid price!');
  await addItem.getByLabel(/^Price/).fill('12.345');
  await settings.save(addItem, 'Please provide valid price!');
  await addItem.getByLabel(/^Price/).fill('12.5');
  await addItem.getByLabel('Category').selectOption({ label: categoryTitle });
  await addItem.getByLabel('Tax').selectOption({ label: `${taxTitle} - 8.25% (exclusive)` });
  await settings.save(addItem, MENU_MESSAGES.menuItemAdded);
  const card = settings.card('Menu items', itemTitle);
  await expect(card).toContainText('$12.50');
  await expect(card).toContainText(categoryTitle);
  await expect(card).toContainText('0 variants');

  // A tax still used by an item is refused with the server's message.
  await settings.go('Tax Setup', 'Tax Setup');
  await settings
    .row('Taxes', taxTitle)
    .getByRole('button', { name: `Delete ${taxTitle}` })
    .click();
  await settings.confirmDelete(TAX_MESSAGES.taxInUse(1));
  await expect(settings.row('Taxes', taxTitle)).toBeVisible();

  // --- Item detail: breadcrumb, summary, variants and addons -------------------------------------------
  await settings.go('Menu Items', 'Menu Items');
  await card.getByRole('link', { name: `Edit ${itemTitle}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/menu-items\/\d+$/);
  await expect(settings.breadcrumb()).toHaveText(new RegExp(`Settings.*Menu Items.*${itemTitle}`));
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('$12.50');
  await expect(summary).toContainText(categoryTitle);
  await expect(summary).toContainText(`${taxTitle} - 8.25% (exclusive)`);

  await page.getByRole('button', { name: 'Show Variants' }).click();
  await expect(page.getByText('The price you enter for a variant is the final price', { exact: false }).first()).toBeVisible();
  for (const [title, price, shown] of [
    ['Half', '', '$0.00'],
    ['Full', '21.5', '$21.50'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Variant' }).click();
    const dialog = settings.dialog('Add Variant');
    if (title === 'Half') await settings.save(dialog, 'Please provide variant title!');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel(/^Price/).fill(price);
    await settings.save(dialog, MENU_MESSAGES.variantAdded);
    await expect(page.getByRole('list', { name: 'Variants' }).getByRole('listitem').filter({ hasText: title })).toContainText(shown);
  }

  await page.getByRole('button', { name: 'Show Addons' }).click();
  await expect(page.getByText("The price you enter for an addon is added to the item's base price in the POS.").first()).toBeVisible();
  for (const [title, price] of [
    ['Extra butter', '1.5'],
    ['Fries', '3'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Addon' }).click();
    const dialog = settings.dialog('Add Addon');
    await dialog.getByLabel('Title').fill(title);
    if (title === 'Fries') {
      await dialog.getByLabel(/^Price/).fill('-3');
      await settings.save(dialog, 'Please provide valid addon price!');
    }
    await dialog.getByLabel(/^Price/).fill(price);
    await settings.save(dialog, MENU_MESSAGES.addonAdded);
  }
  const addons = page.getByRole('list', { name: 'Addons' });
  await expect(addons.getByRole('listitem')).toHaveCount(2);

  // Edit a variant, delete an addon.
  await page.getByRole('button', { name: 'Edit Half' }).click();
  const updateVariant = settings.dialog('Update Variant');
  await updateVariant.getByLabel(/^Price/).fill('11');
  await settings.save(updateVariant, MENU_MESSAGES.variantUpdated);
  await expect(page.getByRole('list', { name: 'Variants' }).getByRole('listitem').filter({ hasText: 'Half' })).toContainText('$11.00');
  await page.getByRole('button', { name: 'Delete Fries' }).click();
  await settings.confirmDelete(MENU_MESSAGES.addonDeleted);

  // Edit the item itself.
  const itemForm = page.getByRole('form', { name: 'Edit Item' });
  await itemForm.getByLabel('Title').fill('');
  await itemForm.getByRole('button', { name: 'Save' }).click();
  await settings.expectToast('Please enter title!');
  await itemForm.getByLabel('Title').fill(renamedItem);
  await itemForm.getByLabel('Net Price ($)').fill('9');
  await itemForm.getByRole('button', { name: 'Save' }).click();
  await settings.expectToast(MENU_MESSAGES.menuItemUpdated);
  await expect(settings.sectionHeading()).toHaveText(renamedItem);

  // Nothing saved is lost on reload.
  await page.reload();
  await expect(settings.sectionHeading()).toHaveText(renamedItem);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('$9.00');
  await page.getByRole('button', { name: 'Show Variants' }).click();
  await page.getByRole('button', { name: 'Show Addons' }).click();
  await expect(page.getByRole('list', { name: 'Variants' }).getByRole('listitem')).toHaveText([/Half.*\$11\.00/, /Full.*\$21\.50/]);
  await expect(page.getByRole('list', { name: 'Addons' }).getByRole('listitem')).toHaveText([/Extra butter.*\$1\.50/]);

  // --- Back to the list: the count shows, then everything goes ---------------------------------------
  await settings.breadcrumb().getByRole('link', { name: 'Menu Items' }).click();
  const renamedCard = settings.card('Menu items', renamedItem);
  await expect(renamedCard).toContainText('2 variants');
  await renamedCard.getByRole('button', { name: `Delete ${renamedItem}` }).click();
  await settings.confirmDelete(MENU_MESSAGES.menuItemDeleted);
  await expect(renamedCard).toHaveCount(0);

  await page.goto('/dashboard/settings/menu-items/categories');
  await settings
    .row('Categories', categoryTitle)
    .getByRole('button', { name: `Delete ${categoryTitle}` })
    .click();
  await settings.confirmDelete(MENU_MESSAGES.categoryDeleted);
  await expect(settings.row('Categories', categoryTitle)).toHaveCount(0);

  await settings.go('Tax Setup', 'Tax Setup');
  await settings
    .row('Taxes', taxTitle)
    .getByRole('button', { name: `Delete ${taxTitle}` })
    .click();
  await settings.confirmDelete(TAX_MESSAGES.taxDeleted);
  await expect(settings.row('Taxes', taxTitle)).toHaveCount(0);
});

test('an unknown menu item shows the details load failure', async ({ page }) => {
  const settings = new SettingsPages(page);
  await settings.open('/dashboard/settings/menu-items/999999', 'Menu Item');
  await expect(page.getByText('Error loading details! Please try later!')).toBeVisible();
});
