// A back-office page whose code (a lazy chunk) cannot be fetched keeps the shell (sidebar, top bar) and says
// "Can't reach Brigade" with Retry in the page's place; once the files can be fetched again the page appears by
// itself or on Retry. The network failing is Playwright refusing the files' requests.
import { type Page, type Route, expect, test } from '@playwright/test';
import { LoginPage } from './pages/LoginPage';
import { E2E_USERS } from './support/users';

test.describe.configure({ timeout: 90_000 });

const refuse = (route: Route) => route.abort('connectionrefused');
// A screen's chunk and its stylesheet.
const INVOICES_CHUNK = /\/assets\/InvoicesScreen-[\w-]+\.(js|css)$/;
const REPORTS_CHUNK = /\/assets\/ReportsScreen-[\w-]+\.(js|css)$/;
// The Invoices screen's chunk with the chunks only it (among the first pages) needs.
const INVOICES_WITH_ITS_CHUNKS = /\/assets\/(InvoicesScreen|DataTable|dateTimeColumn)-[\w-]+\.(js|css)$/;

async function openFromSidebar(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label, exact: true }).click();
}

async function expectShellWithCantReach(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText("Can't reach Brigade");
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Search…/ })).toBeVisible();
}

/** Every stylesheet of the page has loaded (none left behind by the failure). */
function unloadedStylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet).map((link) => link.href),
  );
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('Invoices and Reports whose chunk cannot load: the shell stays with "Can\'t reach Brigade", the page comes by itself or on Retry, no reload', async ({
  page,
}) => {
  // Refused from the start, so an idle preload cannot have fetched them before.
  await page.route(INVOICES_CHUNK, refuse);
  await page.route(REPORTS_CHUNK, refuse);
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  const pageStart = await page.evaluate(() => performance.timeOrigin);

  await openFromSidebar(page, 'Invoices');
  await expectShellWithCantReach(page);
  // The files can be fetched again: the page appears by itself, styled.
  await page.unroute(INVOICES_CHUNK);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expect.poll(() => unloadedStylesheets(page)).toEqual([]);

  await openFromSidebar(page, 'Reports');
  await expectShellWithCantReach(page);
  await page.unroute(REPORTS_CHUNK);
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect.poll(() => unloadedStylesheets(page)).toEqual([]);

  // All of it in the same page: never reloaded.
  expect(await page.evaluate(() => performance.timeOrigin)).toBe(pageStart);
});

test('Invoices with the chunks it needs refused too: the shell says so, and the page comes by itself once they can be fetched', async ({
  page,
}) => {
  await page.route(INVOICES_WITH_ITS_CHUNKS, refuse);
  await new LoginPage(page).signInAs(E2E_USERS.admin);
  await openFromSidebar(page, 'Invoices');
  await expectShellWithCantReach(page);
  await page.unroute(INVOICES_WITH_ITS_CHUNKS);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => unloadedStylesheets(page)).toEqual([]);
});
