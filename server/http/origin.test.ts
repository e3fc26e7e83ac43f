import { describe, expect, it } from 'vitest';
import { isAllowedHandshake, isAllowedOrigin, isJsonContentType } from './origin';

describe('isAllowedOrigin', () => {
  const config = { allowedOrigins: ['https://tablet.example.com'] };
  it('accepts the own origin (case and trailing slash aside) and configured ones', () => {
    expect(isAllowedOrigin('http://127.0.0.1:8080', 'http://127.0.0.1:8080', config)).toBe(true);
    expect(isAllowedOrigin('HTTP://Pos.Example.com/', 'http://pos.example.com', config)).toBe(true);
    expect(isAllowedOrigin('https://tablet.example.com', 'http://127.0.0.1:8080', config)).toBe(true);
  });
  it('refuses missing, null, other scheme, other port, other host', () => {
    for (const origin of [undefined, '', 'null', 'https://127.0.0.1:8080', 'http://127.0.0.1:8081', 'http://evil.example']) {
      expect(isAllowedOrigin(origin, 'http://127.0.0.1:8080', config)).toBe(false);
    }
  });
});

describe('isJsonContentType', () => {
  it('accepts application/json with parameters only', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isJsonContentType('text/plain')).toBe(false);
    expect(isJsonContentType('application/x-www-form-urlencoded')).toBe(false);
    expect(isJsonContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isJsonContentType(undefined)).toBe(false);
  });
});

describe('isAllowedHandshake', () => {
  const own = 'http://pos.local:8080';
  it('applies the Origin rule when the browser sends one', () => {
    expect(isAllowedHandshake({ origin: own }, own, { allowedOrigins: [] })).toBe(true);
    expect(isAllowedHandshake({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, own, { allowedOrigins: [] })).toBe(
      false,
    );
  });
  it('without an Origin, passes only what the browser marks same-origin', () => {
    expect(isAllowedHandshake({ 'sec-fetch-site': 'same-origin' }, own, { allowedOrigins: [] })).toBe(true);
    expect(isAllowedHandshake({ 'sec-fetch-site': 'cross-site' }, own, { allowedOrigins: [] })).toBe(false);
    expect(isAllowedHandshake({}, own, { allowedOrigins: [] })).toBe(false);
  });
});
