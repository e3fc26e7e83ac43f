// Spec 2.13, 5, 7 Settings: store details, print settings, payment types, taxes, store tables and
// categories. Per resource: 401, 403 without SETTINGS, 400 per field with the spec's message, 404 for
// ids that name no row, and the happy paths read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_MESSAGES } from '../../../shared/contract/menu';
import { PAYMENT_TYPE_MESSAGES } from '../../../shared/contract/paymentTypes';
import { SETTINGS_MESSAGES } from '../../../shared/contract/settings';
import { STORE_TABLE_MESSAGES } from '../../../shared/contract/storeTables';
import { TAX_MESSAGES } from '../../../shared/contract/taxes';
import { createCategory, createMenuItem } from '../../factories/menu';
import { createPaymentType } from '../../factories/paymentTypes';
import { createStoreTable } from '../../factories/storeTables';
import { createTax } from '../../factories/taxes';
import type { TestClient } from '../../support/httpClient';
import { type TestServer, startTestServer } from '../../support/testServer';
import { UNKNOWN_IDS, conflict, expectCreated, expectSettingsGuard, invalid, notFound, ok, outcome } from '../helpers/settingsApi';

const API = '/api/v1';

let server: TestServer;
/** A user holding only SETTINGS: the scope alone opens every route here. */
let settings: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  settings = (await server.signInAs({ scope: ['SETTINGS'] })).client;
});
afterAll(() => server?.close());

describe('store details (GET and POST /settings/store-setting)', () => {
  const path = `${API}/settings/store-setting`;
  const valid = {
    storeName: 'Chez Brigade',
    address: '1 Rue du Port',
    phone: '+33 1 23 45 67 89',
    email: 'bonjour@brigade.example',
    currency: 'eur',
    image: 'https://brigade.example/logo.png',
    timeZone: 'europe/paris',
  };

  it('needs a session and SETTINGS', async () => {
    await expectSettingsGuard(server, [[['GET', path]], [['POST', path], valid]]);
    expect((await settings.get(path)).body.storeName).toBe('My Restaurant');
  });

  it('saves every field and reads it back (currency upper-case, canonical time zone)', async () => {
    expect(outcome(await settings.post(path, valid))).toEqual(ok(SETTINGS_MESSAGES.storeSettingsSaved));
    expect((await settings.get(path)).body).toEqual({
      storeName: 'Chez Brigade',
      address: '1 Rue du Port',
      phone: '+33 1 23 45 67 89',
      email: 'bonjour@brigade.example',
      currency: 'EUR',
      image: 'https://brigade.example/logo.png',
      timeZone: 'Europe/Paris',
    });
  });

  it('clears optional fields with null or blanks, and keeps the time zone when none is sent', async () => {
    expect(outcome(await settings.post(path, valid))).toEqual(ok(SETTINGS_MESSAGES.storeSettingsSaved));
    const response = await settings.post(path, { storeName: ' Brigade ', address: '', phone: null, currency: 'USD' });
    expect(outcome(response)).toEqual(ok(SETTINGS_MESSAGES.storeSettingsSaved));
    expect((await settings.get(path)).body).toEqual({
      storeName: 'Brigade',
      address: null,
      phone: null,
      email: null,
      currency: 'USD',
      image: null,
      timeZone: 'Europe/Paris',
    });
  });

  it.each([
    [{ storeName: '' }, 'Please provide store name!'],
    [{ storeName: undefined }, 'Please provide store name!'],
    [{ email: 'not-an-email' }, 'Please provide a valid email!'],
    [{ currency: 'ZZZ' }, 'Please select currency!'],
    [{ currency: undefined }, 'Please select currency!'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'Please select a valid time zone!'],
  ])('refuses %j with the message %j', async (change, message) => {
    expect(outcome(await settings.post(path, { ...valid, ...change }))).toEqual(invalid(message));
  });

  it('refuses a body that is not an object, and malformed JSON', async () => {
    const array = await settings.post(path, [valid]);
    expect({ status: array.status, body: array.body }).toEqual({
      status: 400,
      body: { message: 'Invalid request!', code: 'validation_failed' },
    });
    const broken = await settings.request('POST', path, { rawBody: '{"storeName":' });
    expect({ status: broken.status, message: broken.body.message }).toEqual({
      status: 400,
      message: 'The request body is not valid JSON!',
    });
  });
});

describe('print settings (GET and POST /settings/print-setting)', () => {
  const path = `${API}/settings/print-setting`;

  it('needs a session and SETTINGS', async () => {
    await expectSettingsGuard(server, [[['GET', path]], [['POST', path], { pageFormat: 57 }]]);
    expect((await settings.get(path)).body.pageFormat).toBe(80);
  });

  it('answers the defaults, saves every field (booleans or 0/1) and reads it back', async () => {
    expect((await settings.get(path)).body).toEqual({
      pageFormat: 80,
      header: null,
      footer: null,
      showNotes: true,
      isEnablePrint: true,
      showStoreDetails: true,
      showCustomerDetails: true,
      printToken: true,
    });
    const body = {
      pageFormat: 57,
      header: 'Welcome!',
      footer: '',
      showNotes: false,
      isEnablePrint: 1,
      showStoreDetails: 0,
      printToken: true,
      showCustomerDetails: false,
    };
    expect(outcome(await settings.post(path, body))).toEqual(ok(SETTINGS_MESSAGES.printSettingsSaved));
    expect((await settings.get(path)).body).toEqual({
      pageFormat: 57,
      header: 'Welcome!',
      footer: null,
      showNotes: false,
      isEnablePrint: true,
      showStoreDetails: false,
      showCustomerDetails: false,
      printToken: true,
    });
    const stored = await server.db.selectFrom('print_settings').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ page_format: 57, is_enable_print: 1, show_store_details: 0, print_token: 1 });
  });

  it.each([[{ pageFormat: 72 }], [{ pageFormat: 'wide' }], [{}]])('refuses %j: page size 80 or 57 only', async (body) => {
    expect(outcome(await settings.post(path, body))).toEqual(invalid('Please select page size 80mm or 57mm!'));
  });
});

describe('payment types (/settings/payment-types)', () => {
  const base = `${API}/settings/payment-types`;

  it('needs a session and SETTINGS on every route, and a refused call changes nothing', async () => {
    const id = await createPaymentType(server.db, { title: 'Guarded' });
    await expectSettingsGuard(server, [
      [['GET', base]],
      [['POST', `${base}/add`], { title: 'Cash', isActive: true }],
      [['DELETE', `${base}/${id}`]],
      [['POST', `${base}/${id}/toggle`], { isActive: false }],
      [['POST', `${base}/${id}/update`], { title: 'Renamed', isActive: false }],
    ]);
    const row = await server.db.selectFrom('payment_types').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Guarded', is_active: 1 });
  });

  it('adds, lists, updates, toggles and deletes', async () => {
    const id = expectCreated(
      await settings.post(`${base}/add`, { title: ' Cash ', isActive: true }),
      PAYMENT_TYPE_MESSAGES.paymentTypeAdded,
    );
    const listed = async () => (await settings.get(base)).body.paymentTypes.find((row: { id: number }) => row.id === id);
    expect(await listed()).toEqual({ id, title: 'Cash', is_active: true, rounding_step: 0, is_cash: true });

    expect(outcome(await settings.post(`${base}/${id}/update`, { title: 'Card', isActive: false }))).toEqual(
      ok(PAYMENT_TYPE_MESSAGES.paymentTypeUpdated),
    );
    expect(await listed()).toEqual({ id, title: 'Card', is_active: false, rounding_step: 0, is_cash: true });

    expect(outcome(await settings.post(`${base}/${id}/toggle`, { isActive: true }))).toEqual(
      ok(PAYMENT_TYPE_MESSAGES.paymentTypeActivated),
    );
    expect(await listed()).toEqual({ id, title: 'Card', is_active: true, rounding_step: 0, is_cash: true });
    expect(outcome(await settings.post(`${base}/${id}/toggle`, { isActive: 0 }))).toEqual(ok(PAYMENT_TYPE_MESSAGES.paymentTypeDeactivated));
    expect(await listed()).toEqual({ id, title: 'Card', is_active: false, rounding_step: 0, is_cash: true });

    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(ok(PAYMENT_TYPE_MESSAGES.paymentTypeDeleted));
    expect(await listed()).toBeUndefined();
    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(notFound(PAYMENT_TYPE_MESSAGES.paymentTypeNotFound));
  });

  it('beyond spec 7, the is cash switch: absent on add only a type titled Cash is cash; absent on update it is kept', async () => {
    const card = expectCreated(
      await settings.post(`${base}/add`, { title: 'Card', isActive: true }),
      PAYMENT_TYPE_MESSAGES.paymentTypeAdded,
    );
    const cheque = expectCreated(
      await settings.post(`${base}/add`, { title: 'Cheque', isActive: true, isCash: true }),
      PAYMENT_TYPE_MESSAGES.paymentTypeAdded,
    );
    const isCashOf = async (id: number) =>
      (await settings.get(base)).body.paymentTypes.find((row: { id: number }) => row.id === id)?.is_cash as boolean;
    expect([await isCashOf(card), await isCashOf(cheque)]).toEqual([false, true]);
    expect(outcome(await settings.post(`${base}/${card}/update`, { title: 'Card', isActive: true, isCash: true }))).toEqual(
      ok(PAYMENT_TYPE_MESSAGES.paymentTypeUpdated),
    );
    expect(outcome(await settings.post(`${base}/${cheque}/update`, { title: 'Cheque', isActive: true }))).toEqual(
      ok(PAYMENT_TYPE_MESSAGES.paymentTypeUpdated),
    );
    expect([await isCashOf(card), await isCashOf(cheque)]).toEqual([true, true]);
    expect(outcome(await settings.post(`${base}/${card}/update`, { title: 'Card', isActive: true, isCash: 'yes' }))).toEqual(
      invalid('Invalid request!'),
    );
    await settings.delete(`${base}/${card}`);
    await settings.delete(`${base}/${cheque}`);
  });

  it('lists in id order with the spec 3 shape and, beyond it, the rounding step', async () => {
    const { paymentTypes } = (await settings.get(base)).body;
    const ids = paymentTypes.map((row: { id: number }) => row.id);
    expect(ids).toEqual(ids.toSorted((a: number, b: number) => a - b));
    for (const row of paymentTypes) expect(Object.keys(row).toSorted()).toEqual(['id', 'is_active', 'is_cash', 'rounding_step', 'title']);
  });

  it('validates with the spec messages', async () => {
    const id = await createPaymentType(server.db);
    expect(outcome(await settings.post(`${base}/add`, { title: ' ', isActive: true }))).toEqual(
      invalid('Please provide Payment Type Title!'),
    );
    expect(outcome(await settings.post(`${base}/add`, {}))).toEqual(invalid('Please provide Payment Type Title!'));
    expect(outcome(await settings.post(`${base}/${id}/update`, { title: '', isActive: true }))).toEqual(invalid('Please provide title!'));
    expect(outcome(await settings.post(`${base}/${id}/toggle`, {}))).toEqual(invalid('Invalid request!'));
    expect(outcome(await settings.post(`${base}/${id}/toggle`, { isActive: 'yes' }))).toEqual(invalid('Invalid request!'));
  });

  it.each(UNKNOWN_IDS)('answers 404 for id %j', async (id) => {
    const message = PAYMENT_TYPE_MESSAGES.paymentTypeNotFound;
    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(notFound(message));
    expect(outcome(await settings.post(`${base}/${id}/toggle`, { isActive: true }))).toEqual(notFound(message));
    expect(outcome(await settings.post(`${base}/${id}/update`, { title: 'X', isActive: true }))).toEqual(notFound(message));
  });
});

describe('taxes (/settings/taxes)', () => {
  const base = `${API}/settings/taxes`;
  const findTax = async (id: number) => (await settings.get(base)).body.taxes.find((row: { id: number }) => row.id === id);

  it('needs a session and SETTINGS on every route', async () => {
    const id = await createTax(server.db);
    const body = { title: 'VAT', rate: 5, type: 'exclusive' };
    await expectSettingsGuard(server, [
      [['GET', base]],
      [['POST', `${base}/add`], body],
      [['DELETE', `${base}/${id}`]],
      [['POST', `${base}/${id}/update`], body],
    ]);
    expect(await findTax(id)).toBeDefined();
  });

  it('adds with the rate in percent (stored in basis points), updates and deletes', async () => {
    const id = expectCreated(await settings.post(`${base}/add`, { title: 'VAT', rate: '12.5', type: 'inclusive' }), TAX_MESSAGES.taxAdded);
    expect(await findTax(id)).toEqual({ id, title: 'VAT', rate: 12.5, type: 'inclusive' });
    const stored = await server.db.selectFrom('taxes').select('rate_bp').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.rate_bp).toBe(1250);

    expect(outcome(await settings.post(`${base}/${id}/update`, { title: 'Service', rate: 0.29, type: 'exclusive' }))).toEqual(
      ok(TAX_MESSAGES.taxUpdated),
    );
    expect(await findTax(id)).toEqual({ id, title: 'Service', rate: 0.29, type: 'exclusive' });
    expect((await server.db.selectFrom('taxes').select('rate_bp').where('id', '=', id).executeTakeFirstOrThrow()).rate_bp).toBe(29);

    expect(outcome(await settings.post(`${base}/${id}/update`, { title: 'Zero', rate: 0, type: 'exclusive' }))).toEqual(
      ok(TAX_MESSAGES.taxUpdated),
    );
    expect(await findTax(id)).toEqual({ id, title: 'Zero', rate: 0, type: 'exclusive' });
    expect(outcome(await settings.post(`${base}/${id}/update`, { title: 'All', rate: 100, type: 'exclusive' }))).toEqual(
      ok(TAX_MESSAGES.taxUpdated),
    );

    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(ok(TAX_MESSAGES.taxDeleted));
    expect(await findTax(id)).toBeUndefined();
  });

  it.each([
    ['add', { title: '' }, 'Provide Title!'],
    ['update', { title: ' ' }, 'Please provide title!'],
    ['add', { rate: -5 }, 'Invalid value provided in Tax Rate!'],
    ['add', { rate: '12.345' }, 'Invalid value provided in Tax Rate!'],
    ['add', { rate: 'five' }, 'Invalid value provided in Tax Rate!'],
    ['add', { rate: '' }, 'Invalid value provided in Tax Rate!'],
    ['update', { rate: 100.01 }, 'Invalid value provided in Tax Rate!'],
    ['update', { rate: '1e2' }, 'Invalid value provided in Tax Rate!'],
    ['add', { type: undefined }, 'Select Tax Type!'],
    ['update', { type: 'vat' }, 'Select Tax Type!'],
  ])('%s refuses %j with %j', async (action, change, message) => {
    const id = await createTax(server.db);
    const body = { title: 'VAT', rate: 5, type: 'exclusive', ...change };
    const path = action === 'add' ? `${base}/add` : `${base}/${id}/update`;
    expect(outcome(await settings.post(path, body))).toEqual(invalid(message));
  });

  it('refuses to delete a tax still used by menu items (409, nothing changes), then deletes it once they changed', async () => {
    const id = await createTax(server.db, { title: 'In use' });
    const other = await createTax(server.db);
    const first = await createMenuItem(server.db, { taxId: id });
    const second = await createMenuItem(server.db, { taxId: id });

    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(
      conflict('This tax is used by 2 menu item(s). Change their tax first!'),
    );
    expect(await findTax(id)).toMatchObject({ title: 'In use' });
    const items = await server.db.selectFrom('menu_items').select('tax_id').where('id', 'in', [first.id, second.id]).execute();
    expect(items.map((item) => item.tax_id)).toEqual([id, id]);

    const update = { title: 'Moved', price: 10, taxId: other };
    expect(outcome(await settings.post(`${API}/menu-items/update/${first.id}`, update))).toEqual(ok(MENU_MESSAGES.menuItemUpdated));
    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(conflict(TAX_MESSAGES.taxInUse(1)));
    expect(outcome(await settings.post(`${API}/menu-items/update/${second.id}`, { ...update, taxId: null }))).toEqual(
      ok(MENU_MESSAGES.menuItemUpdated),
    );
    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(ok(TAX_MESSAGES.taxDeleted));
  });

  it.each(UNKNOWN_IDS)('answers 404 for id %j', async (id) => {
    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(notFound(TAX_MESSAGES.taxNotFound));
    const body = { title: 'VAT', rate: 5, type: 'exclusive' };
    expect(outcome(await settings.post(`${base}/${id}/update`, body))).toEqual(notFound(TAX_MESSAGES.taxNotFound));
  });
});

describe('store tables (/settings/store-tables)', () => {
  const base = `${API}/settings/store-tables`;
  const findTable = async (id: number) => (await settings.get(base)).body.storeTables.find((row: { id: number }) => row.id === id);

  it('needs a session and SETTINGS on every route', async () => {
    const id = await createStoreTable(server.db);
    const body = { title: 'T1', floor: '-', seatingCapacity: 2 };
    await expectSettingsGuard(server, [
      [['GET', base]],
      [['POST', `${base}/add`], body],
      [['DELETE', `${base}/${id}`]],
      [['POST', `${base}/${id}/update`], body],
    ]);
    expect(await findTable(id)).toBeDefined();
  });

  it('adds, updates and deletes; seating capacity may be 0 or numeric text', async () => {
    const add = await settings.post(`${base}/add`, { title: 'Table 9', floor: '-', seatingCapacity: '0' });
    const id = expectCreated(add, STORE_TABLE_MESSAGES.tableAdded);
    expect(await findTable(id)).toEqual({ id, table_title: 'Table 9', floor: '-', seating_capacity: 0 });

    const update = { title: 'Terrace 1', floor: 'Roof', seatingCapacity: 6 };
    expect(outcome(await settings.post(`${base}/${id}/update`, update))).toEqual(ok(STORE_TABLE_MESSAGES.tableUpdated));
    expect(await findTable(id)).toEqual({ id, table_title: 'Terrace 1', floor: 'Roof', seating_capacity: 6 });

    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(ok(STORE_TABLE_MESSAGES.tableDeleted));
    expect(await findTable(id)).toBeUndefined();
    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(notFound(STORE_TABLE_MESSAGES.tableNotFound));
  });

  it.each([
    [{ title: '' }, 'Please provide Title!'],
    [{ floor: '' }, "Please provide Floor or use '-'"],
    [{ floor: undefined }, "Please provide Floor or use '-'"],
    [{ seatingCapacity: '' }, "Please provide Seating Capacity or '0'"],
    [{ seatingCapacity: -1 }, "Please provide Seating Capacity or '0'"],
    [{ seatingCapacity: 1.5 }, "Please provide Seating Capacity or '0'"],
    [{ seatingCapacity: 'four' }, "Please provide Seating Capacity or '0'"],
    [{ seatingCapacity: 3_000_000_000 }, "Please provide Seating Capacity or '0'"],
  ])('add and update refuse %j with %j', async (change, message) => {
    const id = await createStoreTable(server.db);
    const body = { title: 'T1', floor: 'G', seatingCapacity: 2, ...change };
    expect(outcome(await settings.post(`${base}/add`, body))).toEqual(invalid(message));
    expect(outcome(await settings.post(`${base}/${id}/update`, body))).toEqual(invalid(message));
  });

  it.each(UNKNOWN_IDS)('answers 404 for id %j', async (id) => {
    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(notFound(STORE_TABLE_MESSAGES.tableNotFound));
    const body = { title: 'T1', floor: 'G', seatingCapacity: 2 };
    expect(outcome(await settings.post(`${base}/${id}/update`, body))).toEqual(notFound(STORE_TABLE_MESSAGES.tableNotFound));
  });
});

describe('categories (/settings/categories)', () => {
  const base = `${API}/settings/categories`;
  const findCategory = async (id: number) => (await settings.get(base)).body.categories.find((row: { id: number }) => row.id === id);

  it('needs a session and SETTINGS on every route', async () => {
    const id = await createCategory(server.db);
    await expectSettingsGuard(server, [
      [['GET', base]],
      [['POST', `${base}/add`], { title: 'Soups' }],
      [['DELETE', `${base}/${id}`]],
      [['POST', `${base}/${id}/update`], { title: 'Soups' }],
    ]);
    expect(await findCategory(id)).toBeDefined();
  });

  it('adds, updates and deletes', async () => {
    const id = expectCreated(await settings.post(`${base}/add`, { title: 'Soups' }), MENU_MESSAGES.categoryAdded);
    expect(await findCategory(id)).toEqual({ id, title: 'Soups' });
    expect(outcome(await settings.post(`${base}/${id}/update`, { title: 'Broths' }))).toEqual(ok(MENU_MESSAGES.categoryUpdated));
    expect(await findCategory(id)).toEqual({ id, title: 'Broths' });
    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(ok(MENU_MESSAGES.categoryDeleted));
    expect(await findCategory(id)).toBeUndefined();
  });

  it('validates add and update with their own spec messages', async () => {
    const id = await createCategory(server.db);
    expect(outcome(await settings.post(`${base}/add`, { title: '' }))).toEqual(invalid('Please provide Category Title!'));
    expect(outcome(await settings.post(`${base}/add`, { title: 42 }))).toEqual(invalid('Please provide Category Title!'));
    expect(outcome(await settings.post(`${base}/${id}/update`, {}))).toEqual(invalid('Please provide title!'));
  });

  it('deleting a category still used leaves its items on the menu, uncategorised, in one go', async () => {
    const id = await createCategory(server.db, { title: 'Seasonal' });
    const kept = await createCategory(server.db, { title: 'Kept' });
    const first = await createMenuItem(server.db, { categoryId: id, title: 'Pumpkin soup' });
    const second = await createMenuItem(server.db, { categoryId: id, title: 'Chestnut cake' });
    const other = await createMenuItem(server.db, { categoryId: kept, title: 'Bread' });

    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(ok(MENU_MESSAGES.categoryDeleted));
    const { menuItems } = (await settings.get(`${API}/menu-items`)).body;
    const byId = new Map(menuItems.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(first.id)).toMatchObject({ category_id: null, category_title: null });
    expect(byId.get(second.id)).toMatchObject({ category_id: null, category_title: null });
    expect(byId.get(other.id)).toMatchObject({ category_id: kept, category_title: 'Kept' });
  });

  it.each(UNKNOWN_IDS)('answers 404 for id %j', async (id) => {
    expect(outcome(await settings.delete(`${base}/${id}`))).toEqual(notFound(MENU_MESSAGES.categoryNotFound));
    expect(outcome(await settings.post(`${base}/${id}/update`, { title: 'X' }))).toEqual(notFound(MENU_MESSAGES.categoryNotFound));
  });
});
