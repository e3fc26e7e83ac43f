// Spec 2.1 / 6: login guard (flag cookie + stored user) and scope guard.
import { describe, expect, it } from 'vitest';
import { decideAccess } from './guard';

const admin = { role: 'admin', scope: '' };
const cashier = { role: 'staff', scope: 'POS' };

describe('decideAccess', () => {
  it('sends visitors without the flag cookie or a stored user to login', () => {
    expect(decideAccess('/dashboard/home', admin, false)).toBe('login');
    expect(decideAccess('/dashboard/home', null, true)).toBe('login');
  });

  it('lets admin through every page', () => {
    for (const path of ['/dashboard', '/dashboard/home', '/dashboard/users', '/dashboard/settings/menu-items/7']) {
      expect(decideAccess(path, admin, true)).toBe('allow');
    }
  });

  it('checks the page scopes for other users', () => {
    expect(decideAccess('/dashboard/pos', cashier, true)).toBe('allow');
    expect(decideAccess('/dashboard/orders', cashier, true)).toBe('allow');
    expect(decideAccess('/dashboard/home', cashier, true)).toBe('no-access');
    expect(decideAccess('/dashboard', cashier, true)).toBe('no-access');
    expect(decideAccess('/dashboard/settings/tables', cashier, true)).toBe('no-access');
  });

  it('opens profile, devices and support to any signed-in user', () => {
    for (const path of ['/dashboard/profile', '/dashboard/devices', '/dashboard/contact-support']) {
      expect(decideAccess(path, { role: 'staff', scope: '' }, true)).toBe('allow');
    }
  });
});
