// Spec 7 Realtime: which rooms a socket joins, by its user's scopes (admin joins all).
import { ROOMS } from '../../shared/contract/realtime';
import { type AccessSubject, type Permission, hasAnyScope, isAdmin } from '../../shared/domain/permissions';

const AUDIENCES: ReadonlyArray<[room: string, scopes: readonly Permission[]]> = [
  [ROOMS.kitchen, ['KITCHEN', 'KITCHEN_DISPLAY']],
  [ROOMS.orders, ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY']],
  [ROOMS.display, ['PUBLIC_DISPLAY', 'KITCHEN_DISPLAY']],
];

export function roomsFor(user: AccessSubject & { username: string }, deviceId: string): string[] {
  const rooms = AUDIENCES.filter(([, scopes]) => isAdmin(user) || hasAnyScope(user, scopes)).map(([room]) => room);
  return [...rooms, ROOMS.user(user.username), ROOMS.device(deviceId)];
}
