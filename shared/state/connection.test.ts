// Every station says where it stands: online, reconnecting (for the first 30 s without contact, with
// the time contact was lost) and offline, from the browser, the API answers and the socket.
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function load() {
  vi.resetModules();
  return import('./connection');
}

describe('connection status', () => {
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('is online while the browser, the API and the socket all are', async () => {
    const connection = await load();
    expect(connection.connectionStatus.value).toEqual({ state: 'online', lostSinceMs: null });
  });

  it('an API call without an answer: reconnecting at once, offline after 30 s, online with the next answer', async () => {
    const { connectionStatus, reportApiContact, tickConnectionClock, RECONNECTING_FOR_MS } = await load();
    reportApiContact(false, 1_000);
    expect(connectionStatus.value).toEqual({ state: 'reconnecting', lostSinceMs: 1_000 });
    tickConnectionClock(1_000 + RECONNECTING_FOR_MS - 1);
    expect(connectionStatus.value.state).toBe('reconnecting');
    tickConnectionClock(1_000 + RECONNECTING_FOR_MS);
    expect(connectionStatus.value).toEqual({ state: 'offline', lostSinceMs: 1_000 });
    // Another failure later does not move the time contact was lost.
    reportApiContact(false, 50_000);
    expect(connectionStatus.value.lostSinceMs).toBe(1_000);
    reportApiContact(true, 60_000);
    expect(connectionStatus.value).toEqual({ state: 'online', lostSinceMs: null });
  });

  it('the browser going offline is offline at once; the socket dropping is reconnecting', async () => {
    const { connectionStatus, reportBrowserOnline, reportSocketUp } = await load();
    reportSocketUp(false, 5_000);
    expect(connectionStatus.value).toEqual({ state: 'reconnecting', lostSinceMs: 5_000 });
    reportBrowserOnline(false, 7_000);
    expect(connectionStatus.value).toEqual({ state: 'offline', lostSinceMs: 5_000 });
    reportBrowserOnline(true, 9_000);
    expect(connectionStatus.value.state).toBe('reconnecting');
    reportSocketUp(true, 10_000);
    expect(connectionStatus.value).toEqual({ state: 'online', lostSinceMs: null });
  });
});
