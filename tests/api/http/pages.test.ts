// Spec 2.1: the station pages from the Vite build, long-cached assets, security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createFakeBuild, startTestServer } from '../../support/testServer';

let server: TestServer;
let build: ReturnType<typeof createFakeBuild>;
beforeAll(async () => {
  build = createFakeBuild();
  server = await startTestServer({ config: { distDir: build.distDir } });
});
afterAll(async () => {
  await server?.close();
  build?.remove();
});

const titleOf = (html: string) => /<title>(.*)<\/title>/.exec(html)?.[1];

describe('station pages', () => {
  it.each([
    ['/', 'dashboard'],
    ['/no-access', 'dashboard'],
    ['/dashboard', 'dashboard'],
    ['/dashboard/home', 'dashboard'],
    ['/dashboard/settings/menu-items/3', 'dashboard'],
    ['/dashboard/devices', 'dashboard'],
    ['/dashboard/pos', 'pos'],
    ['/dashboard/orders', 'pos'],
    ['/dashboard/kitchen', 'kitchen'],
    ['/dashboard/public-display', 'display'],
    ['/print-receipt', 'print-receipt'],
    ['/print-token', 'print-token'],
    ['/dashboard/pos?from=menu', 'pos'],
  ])('%s → %s.html, no-cache', async (path, station) => {
    const response = await server.client().get(path, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(titleOf(response.text)).toBe(station);
  });

  it('unknown paths get the dashboard (its not-found page) with 404', async () => {
    for (const path of ['/nope', '/print-other', '/dashboardx']) {
      const response = await server.client().get(path);
      expect({ path, status: response.status, title: titleOf(response.text) }).toEqual({ path, status: 404, title: 'dashboard' });
    }
  });

  it('serves hashed assets with long immutable caching, and 404 for a missing one', async () => {
    const asset = await server.client().get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await server.client().get('/assets/missing.js')).status).toBe(404);
  });

  it('answers /favicon.ico without an error', async () => {
    expect([200, 204]).toContain((await server.client().get('/favicon.ico')).status);
  });

  it('sends the security headers', async () => {
    const response = await server.client().get('/dashboard/home');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+/);
    const api = await server.client().get('/api/v1/auth/devices');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('does not serve pages for non-GET methods or socket paths', async () => {
    expect((await server.client().post('/dashboard/home', {})).status).toBe(404);
    expect((await server.client().get('/socket.io/nothing')).status).not.toBe(200);
  });
});

describe('without a build', () => {
  it('answers 503 with a clear text', async () => {
    const bare = await startTestServer();
    try {
      for (const path of ['/', '/dashboard/pos', '/assets/app.js']) {
        const response = await bare.client().get(path);
        expect({ path, status: response.status }).toEqual({ path, status: 503 });
        expect(response.text).toBe('Build missing: run npm run build');
      }
      // The API works regardless.
      expect((await bare.client().get('/api/v1/support/contact')).status).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
