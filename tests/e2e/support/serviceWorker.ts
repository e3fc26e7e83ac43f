// A station page is controlled by the stations' service worker, which holds the page itself under its
// URL (what a reload without network needs). Fails at once, saying why, when the server does not serve /sw.js.
import { type Page, expect } from '@playwright/test';

export async function expectServiceWorkerReady(page: Page, pagePath: string): Promise<void> {
  const script = await page.request.get('/sw.js');
  expect(
    script.headers()['content-type'],
    "the server must serve the service worker at /sw.js (the route that serves the stations' worker)",
  ).toContain('javascript');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const cache = names[0] ? await caches.open(names[0]) : null;
        return cache ? (await cache.keys()).map((request) => new URL(request.url).pathname) : [];
      }),
    )
    .toContain(pagePath);
}
