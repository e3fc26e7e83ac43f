import { describe, expect, it } from 'vitest';
import { fillPath } from '../endpoint';
import { API_ACCESS, ENDPOINTS } from '.';

describe('API access table', () => {
  it('declares every route with a method and a path under /api/v1', () => {
    for (const key of Object.keys(API_ACCESS)) {
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/[a-z]/);
    }
  });

  it('declares each endpoint once, with a summary and a tag', () => {
    const keys = ENDPOINTS.map((declaration) => `${declaration.method} ${declaration.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const undocumented = ENDPOINTS.filter((declaration) => !declaration.summary.trim() || !declaration.tag.trim());
    expect(undocumented.map((declaration) => `${declaration.method} ${declaration.path}`)).toEqual([]);
  });
});

describe('fillPath', () => {
  it('fills every named segment, encoded', () => {
    expect(fillPath('/menu-items/variants/:itemId/update/:variantId', { itemId: 4, variantId: 'a/b' })).toBe(
      '/menu-items/variants/4/update/a%2Fb',
    );
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => fillPath('/customers/:id/update', {})).toThrow(/Missing path parameter id/);
  });
});
