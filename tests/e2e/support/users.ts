// Fixture users of the e2e server: each spec signs in as the one whose scopes it needs.
import type { Permission } from '../../../shared/domain/access/scopes';

export interface E2eUser {
  username: string;
  password: string;
  name: string;
  designation: string | null;
  scope: readonly Permission[];
  role: 'admin' | 'user';
}

export const E2E_USERS = {
  admin: { username: 'admin', password: 'admin-password-for-tests', name: 'Administrator', designation: null, scope: [], role: 'admin' },
  cashier: {
    username: 'casey',
    password: 'casey-password',
    name: 'Casey Cashier',
    designation: 'Cashier',
    scope: ['POS', 'ORDERS'],
    role: 'user',
  },
  chef: { username: 'remy', password: 'remy-password', name: 'Remy Chef', designation: 'Head Chef', scope: ['KITCHEN'], role: 'user' },
  manager: {
    username: 'morgan',
    password: 'morgan-password',
    name: 'Morgan Manager',
    designation: 'Manager',
    scope: ['DASHBOARD', 'REPORTS', 'CUSTOMERS'],
    role: 'user',
  },
  /** The service-loop spec's kitchen TV and public board (spec 2.1 scopes); nobody else uses them. */
  cook: { username: 'kit', password: 'kit-password', name: 'Kit Cook', designation: 'Line Cook', scope: ['KITCHEN'], role: 'user' },
  board: { username: 'dana', password: 'dana-password', name: 'Dana Display', designation: null, scope: ['PUBLIC_DISPLAY'], role: 'user' },
  /** Signs in from two browsers in the device-removal spec; nobody else uses it. */
  roamer: { username: 'rory', password: 'rory-password', name: 'Rory Roamer', designation: null, scope: [], role: 'user' },
  /** Used only by the refresh spec, so its sign-ins don't disturb others. */
  refresher: {
    username: 'riley',
    password: 'riley-password',
    name: 'Riley Refresh',
    designation: null,
    scope: ['DASHBOARD'],
    role: 'user',
  },
  /** The offerings spec's read-only customers user (VIEW_CUSTOMERS alone: no Add New, Edit or Delete). */
  host: { username: 'hana', password: 'hana-password', name: 'Hana Host', designation: 'Host', scope: ['VIEW_CUSTOMERS'], role: 'user' },
} as const satisfies Record<string, E2eUser>;

/** A registered customer the POS spec finds by phone. */
export const E2E_CUSTOMER = { phone: '5550001942', name: 'Robin Regular' } as const;
