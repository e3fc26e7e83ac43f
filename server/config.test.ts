import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, assertValidConfig, fromEnv, parseOrigins, parsePublicOrigin, parseTrustProxy } from './config';

describe('fromEnv', () => {
  it('uses the defaults for an empty environment', () => {
    const config = fromEnv({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      seedDemo: true,
      sessionSecret: undefined,
      supportEmail: undefined,
      allowedOrigins: [],
      trustProxy: false,
    });
    expect(config.accessTtlMs).toBe(DEFAULT_CONFIG.accessTtlMs);
  });

  it('reads every variable', () => {
    const config = fromEnv({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db/brigade',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'secret',
      SEED_DEMO: '0',
      SESSION_SECRET: 's3cr3t',
      SUPPORT_EMAIL: 'help@example.com',
      ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db/brigade',
      adminUsername: 'boss',
      adminPassword: 'secret',
      seedDemo: false,
      sessionSecret: 's3cr3t',
      supportEmail: 'help@example.com',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: 1,
    });
  });

  it('refuses a bad port', () => {
    expect(() => fromEnv({ PORT: 'eighty' })).toThrow('Invalid PORT');
  });
});

describe('parseTrustProxy / parseOrigins', () => {
  it('reads booleans, hop counts and address lists', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1')).toBe('10.0.0.1');
    expect(parseTrustProxy('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(parseOrigins(' , ')).toEqual([]);
  });

  it('reads ALLOWED_ORIGINS as exact origins, and refuses at start-up an entry no browser Origin could match', () => {
    expect(parseOrigins('https://Kiosk.Example.com/, http://127.0.0.1:8081')).toEqual([
      'https://kiosk.example.com',
      'http://127.0.0.1:8081',
    ]);
    for (const entry of ['*', 'kiosk.example.com', 'https://kiosk.example.com/pos', 'ftp://kiosk.example.com']) {
      expect(() => parseOrigins(`https://a.example, ${entry}`)).toThrow(`Invalid ALLOWED_ORIGINS "${entry}"`);
    }
  });
});

describe('parsePublicOrigin', () => {
  it('reads scheme://host[:port] and normalises it', () => {
    expect(parsePublicOrigin(undefined)).toBeUndefined();
    expect(parsePublicOrigin(' ')).toBeUndefined();
    expect(parsePublicOrigin('https://POS.Example.com')).toBe('https://pos.example.com');
    expect(parsePublicOrigin('http://10.0.0.5:8080/')).toBe('http://10.0.0.5:8080');
    expect(fromEnv({ PUBLIC_ORIGIN: 'https://pos.example.com' }).publicOrigin).toBe('https://pos.example.com');
  });
  it('refuses anything that is not a bare origin, at start-up', () => {
    for (const value of ['pos.example.com', 'ftp://pos.example.com', 'https://pos.example.com/app', 'https://pos.example.com?x=1']) {
      expect(() => parsePublicOrigin(value)).toThrow(/Invalid PUBLIC_ORIGIN/);
    }
  });
});

describe('assertValidConfig', () => {
  it('needs a SESSION_SECRET of at least 32 bytes when one is set', () => {
    expect(() => assertValidConfig({ sessionSecret: 'short' })).toThrow(/at least 32 bytes/);
    expect(() => assertValidConfig({ sessionSecret: 'é'.repeat(16) })).not.toThrow();
    expect(() => assertValidConfig({ sessionSecret: undefined })).not.toThrow();
  });
});
