// Spec 2.4 Dashboard home, 2.8 Customers, 2.9 Reservations, 5 (their messages word for word, toasted
// before any call), 6 (New / Edit / Delete follow the scopes). The real server, no request mocking.
// Unique phones and names per run: the e2e database is shared by every spec file.
import { expect, test } from '@playwright/test';
import { CUSTOMER_MESSAGES } from '../../shared/contract/customers';
import { RESERVATION_MESSAGES } from '../../shared/contract/reservations';
import { CONFIRM_TEXTS } from '../../shared/domain/messages';
import { CustomersPage } from './pages/CustomersPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { ReservationsPage } from './pages/ReservationsPage';
import { E2E_CUSTOMER, E2E_USERS } from './support/users';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** Digits only, unique per run (and per test through `suffix`). */
const phoneFor = (suffix: number) => `77${String(Date.now()).slice(-7)}${suffix}`;

/** Today in the store's zone: the e2e server runs with TZ=UTC, so the demo store's zone is UTC. */
const storeToday = () => new Date().toISOString().slice(0, 10);

test('admin adds a customer, finds and edits them, books a table for today and sees it on the dashboard home', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = phoneFor(1);
  const name = `Avery Offerings ${run}`;
  const renamed = `Avery Booker ${run}`;

  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const customers = new CustomersPage(page);
  await customers.open();

  // Add New Customer: the spec's two checks, in order, before any call.
  let writes = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1/customers/')) writes += 1;
  });
  await customers.addButton().click();
  const add = customers.dialog('Add New Customer');
  await expect(add.getByLabel('Phone')).toBeFocused();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(customers.toast("Please Provide Customer's Phone!")).toBeVisible();
  await customers.fill(add, { phone });
  await add.getByLabel('Phone').press('Enter');
  await expect(customers.toast("Please Provide Customer's Name!")).toBeVisible();
  expect(writes).toBe(0);
  await customers.fill(add, { name, email: `avery.${run}@example.com`, gender: 'Other', birthDate: '1990-04-05' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(customers.toast(CUSTOMER_MESSAGES.customerAdded)).toBeVisible();
  await expect(add).toBeHidden();

  // Search: by phone; a blank search does nothing; emptying the box brings the whole list back.
  await customers.search(phone);
  await expect(page.getByText(`1 customer matching “${phone}”`)).toBeVisible();
  await expect(customers.list().getByRole('region')).toHaveCount(1);
  const card = customers.card(name);
  await expect(card).toContainText(phone);
  await expect(card).toContainText(`avery.${run}@example.com`);
  await expect(card).toContainText('Other');
  await expect(card).toContainText('Apr 5, 1990');
  await customers.searchBox().fill('   ');
  await customers.searchBox().press('Enter');
  await expect(page.getByText(`1 customer matching “${phone}”`)).toBeVisible();
  await customers.searchBox().fill('');
  await expect(page.getByText(/^\d+ customers?( · Page \d+ of \d+)?$/)).toBeVisible();
  await customers.search(phone);
  await expect(customers.list().getByRole('region')).toHaveCount(1);

  // Update Customer: the phone is read-only, the name check applies again.
  await card.getByRole('button', { name: 'Edit' }).click();
  const update = customers.dialog('Update Customer');
  await expect(update.getByLabel('Phone')).toHaveValue(phone);
  await expect(update.getByLabel('Phone')).toHaveAttribute('readonly', '');
  await update.getByLabel(/^Name/).fill('');
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(customers.toast("Please Provide Customer's Name!")).toBeVisible();
  await update.getByLabel(/^Name/).fill(renamed);
  await update.getByRole('button', { name: 'Save' }).click();
  await expect(customers.toast(CUSTOMER_MESSAGES.customerUpdated)).toBeVisible();
  await expect(customers.card(renamed)).toBeVisible();

  // Add Reservation: the customer is found by phone; the spec's messages come before any call.
  const reservations = new ReservationsPage(page);
  await reservations.open();
  await reservations.newButton().click();
  const book = reservations.dialog('Add Reservation');
  await book.getByRole('button', { name: 'Save' }).click();
  await expect(reservations.toast(RESERVATION_MESSAGES.reservationCustomerRequired)).toBeVisible();
  await book.getByRole('button', { name: 'Find' }).click();
  await expect(reservations.toast(RESERVATION_MESSAGES.reservationPhoneRequired)).toBeVisible();
  await book.getByLabel(/Customer Phone/).fill(phone);
  await book.getByLabel(/Customer Phone/).press('Enter');
  await expect(book.getByRole('group', { name: 'Customer' })).toContainText(renamed);
  await expect(book.getByLabel(/Date & Time/)).toBeFocused();
  await book.getByRole('button', { name: 'Save' }).click();
  await expect(reservations.toast(RESERVATION_MESSAGES.reservationDateRequired)).toBeVisible();
  await book.getByLabel(/Date & Time/).fill(`${storeToday()}T21:45`);
  await book.getByLabel('Table').selectOption({ index: 1 });
  await book.getByLabel('People').fill('3');
  await book.getByLabel('Notes').fill(`Anniversary ${run}`);
  await book.getByRole('button', { name: 'Save' }).click();
  await expect(reservations.toast(RESERVATION_MESSAGES.reservationAdded)).toBeVisible();
  await expect(book).toBeHidden();

  // Today's list (the default filter) shows the booking.
  const booking = reservations.card(renamed);
  await expect(booking).toContainText('9:45 PM');
  await expect(booking).toContainText('3 people');
  await expect(booking).toContainText('Booked');
  await expect(booking).toContainText(`Anniversary ${run}`);
  await expect(booking).toContainText(/R-[A-Z0-9]+/);

  // The dashboard home lists it under Today's Reservations, with a link back to the reservations.
  const home = new HomePage(page);
  await home.open();
  await expect(home.todaysReservations().getByRole('listitem').filter({ hasText: renamed })).toContainText('9:45 PM');
  await expect(home.counter('Orders')).toBeVisible();
  await expect(home.counter('New Registered Customers')).toBeVisible();
  await expect(home.counter('Repeat Customers')).toBeVisible();
  await expect(home.reportsLink()).toHaveAttribute('href', '/dashboard/reports');
  await home.reservationsPanel().getByRole('link', { name: 'View all reservations' }).click();
  await expect(reservations.heading()).toBeVisible();

  // Update Reservation, then the filter and the search find it (or not) as they should.
  await reservations.card(renamed).getByRole('button', { name: 'Update' }).click();
  const change = reservations.dialog('Update Reservation');
  await expect(change.getByRole('group', { name: 'Customer' })).toContainText(renamed);
  await change.getByLabel('Status').selectOption({ label: 'Paid' });
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(reservations.toast(RESERVATION_MESSAGES.reservationUpdated)).toBeVisible();
  await expect(reservations.card(renamed)).toContainText('Paid');

  await reservations.applyFilter('Tomorrow');
  await expect(reservations.filterButton()).toHaveText(/Tomorrow/);
  await expect(reservations.card(renamed)).toHaveCount(0);
  await reservations.search(phone);
  await expect(reservations.card(renamed)).toBeVisible();
  await reservations.searchBox().fill('');
  await expect(reservations.card(renamed)).toHaveCount(0);
  await reservations.applyFilter('Today');
  await expect(reservations.card(renamed)).toBeVisible();
});

test('deleting a customer and a reservation asks the spec confirmation first', async ({ page }) => {
  const phone = phoneFor(2);
  const name = `Dana Departing ${run}`;
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const customers = new CustomersPage(page);
  await customers.open();
  await customers.addButton().click();
  const add = customers.dialog('Add New Customer');
  await customers.fill(add, { phone, name });
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(customers.toast(CUSTOMER_MESSAGES.customerAdded)).toBeVisible();

  // A reservation for tomorrow, deleted from the Tomorrow filter.
  const reservations = new ReservationsPage(page);
  await reservations.open();
  await reservations.newButton().click();
  const book = reservations.dialog('Add Reservation');
  await book.getByLabel(/Customer Phone/).fill(phone);
  await book.getByRole('button', { name: 'Find' }).click();
  await expect(book.getByRole('group', { name: 'Customer' })).toContainText(name);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await book.getByLabel(/Date & Time/).fill(`${tomorrow}T12:00`);
  await book.getByRole('button', { name: 'Save' }).click();
  await expect(reservations.toast(RESERVATION_MESSAGES.reservationAdded)).toBeVisible();
  await reservations.applyFilter('Tomorrow');
  await reservations.card(name).getByRole('button', { name: 'Delete' }).click();
  await expect(reservations.confirmDialog()).toContainText(CONFIRM_TEXTS.delete);
  await reservations.confirmDialog().getByRole('button', { name: 'Yes, delete' }).click();
  await expect(reservations.toast(RESERVATION_MESSAGES.reservationDeleted)).toBeVisible();
  await expect(reservations.card(name)).toHaveCount(0);

  await customers.open();
  await customers.search(phone);
  await customers.card(name).getByRole('button', { name: 'Delete' }).click();
  await expect(customers.confirmDialog()).toContainText(CONFIRM_TEXTS.delete);
  await customers.confirmDialog().getByRole('button', { name: 'Cancel' }).click();
  await expect(customers.card(name)).toBeVisible();
  await customers.card(name).getByRole('button', { name: 'Delete' }).click();
  await customers.confirmDialog().getByRole('button', { name: 'Yes, delete' }).click();
  await expect(customers.toast(CUSTOMER_MESSAGES.customerDeleted)).toBeVisible();
  await expect(customers.card(name)).toHaveCount(0);
  await expect(page.getByText('No customers found!')).toBeVisible();
});

test('a VIEW_CUSTOMERS-only user reads customers but is offered no Add New, Edit or Delete', async ({ page, baseURL }) => {
  await new LoginPage(page).signInAs(E2E_USERS.host);
  const customers = new CustomersPage(page);
  await customers.open();
  await customers.search(E2E_CUSTOMER.phone);
  await expect(customers.card(E2E_CUSTOMER.name)).toContainText(E2E_CUSTOMER.phone);
  await expect(customers.addButton()).toHaveCount(0);
  await expect(customers.list().getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(customers.list().getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The server agrees (spec 6: VIEW_CUSTOMERS reads only).
  const refused = await page.request.post('/api/v1/customers/add', {
    data: { phone: phoneFor(3), name: 'Not allowed' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(refused.status()).toBe(403);

  // Reservations need their own scopes.
  await page.goto('/dashboard/reservation');
  await expect(page).toHaveURL('/no-access');
});
