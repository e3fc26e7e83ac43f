// The service worker's list of kept pages and the build's list (what it precaches) are the same pages,
// and a navigation falls back to the page of its station (Orders → the POS page, the back office → nothing).
import { describe, expect, it } from 'vitest';
import { PRECACHED_PAGES } from '../../vite.config';
import { OFFLINE_PAGES, offlinePageFor } from './offlinePages';

describe('offline pages', () => {
  it('are the pages the build precaches, entry for entry', () => {
    expect(OFFLINE_PAGES.map(({ entry, url }) => ({ entry, url }))).toEqual(PRECACHED_PAGES);
  });

  it('give each navigation the cached page of its station', () => {
    expect(offlinePageFor('/dashboard/pos')).toBe('/dashboard/pos');
    expect(offlinePageFor('/dashboard/orders/')).toBe('/dashboard/pos');
    expect(offlinePageFor('/dashboard/kitchen')).toBe('/dashboard/kitchen');
    expect(offlinePageFor('/dashboard/public-display')).toBe('/dashboard/public-display');
    expect(offlinePageFor('/print-token')).toBe('/print-token');
    expect(offlinePageFor('/dashboard/reports')).toBeNull();
    expect(offlinePageFor('/')).toBeNull();
  });
});
