// Spec 7 Realtime: which rooms a socket joins, by its user's scopes (admin joins all).
import { ROOMS } from '../../shared/contract/realtime';
import { type AccessSubject, type Permission, hasAnyScope, isAdmin } from '../../shared/domain/access/scopes';

const AUDIENCES: ReadonlyArray<[room: string, scopes: readonly Permission[]]> = [
  [ROOMS.kitchen, ['KITCHEN', 'KITCHEN_DISPLAY']],
  [ROOMS.orders, ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY']],
  [ROOMS.display, ['PUBLIC_DISPLAY', 'KITCHEN_DISPLAY']],
];

/** Every room joined by scope (not the per-user and per-device rooms). */
export const AUDIENCE_ROOMS: readonly string[] = AUDIENCES.map(([room]) => room);

/** The audience rooms the user's scopes open. */
export function audienceRoomsFor(user: AccessSubject): string[] {
  return AUDIENCES.filter(([, scopes]) => isAdmin(user) || hasAnyScope(user, scopes)).map(([room]) => room);
}

export function roomsFor(user: AccessSubject & { username: string }, deviceId: string): string[] {
  return [...audienceRoomsFor(user), ROOMS.user(user.username), ROOMS.device(deviceId)];
}
