// Spec 7 Realtime, conventions 8: emits to rooms by audience. Services publish domain events after
// commit (services/context.ts inTransaction); this module turns them into socket actions: an order
// placed → `new_order`, placed orders changed → `order_update`, both to the orders, kitchen and display rooms.
import { ROOMS, type ServerToClientEvents } from '../../shared/contract/realtime';
import type { AccessSubject } from '../../shared/domain/permissions';
import type { DomainEvent, DomainEvents } from '../services/events';
import { AUDIENCE_ROOMS, audienceRoomsFor } from './rooms';
import type { BrigadeSocketServer } from './socketServer';

export interface Broadcaster {
  emit<E extends keyof ServerToClientEvents>(
    rooms: string | readonly string[],
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Closes every socket of a signed-out or removed device. */
  disconnectDevice(deviceId: string): void;
  /** Moves the user's open sockets to the audience rooms of their current scopes. */
  updateUserRooms(user: AccessSubject & { username: string }): void;
}

export function createBroadcaster(io: BrigadeSocketServer): Broadcaster {
  return {
    emit(rooms, event, ...payload) {
      const target = io.to(typeof rooms === 'string' ? rooms : [...rooms]);
      target.emit(event, ...payload);
    },
    disconnectDevice(deviceId) {
      io.in(ROOMS.device(deviceId)).disconnectSockets(true);
    },
    updateUserRooms(user) {
      const sockets = io.in(ROOMS.user(user.username));
      sockets.socketsLeave([...AUDIENCE_ROOMS]);
      const rooms = audienceRoomsFor(user);
      if (rooms.length > 0) sockets.socketsJoin(rooms);
    },
  };
}

/** Every station that shows orders: the Orders screen, the kitchen and the public board. */
const ORDER_ROOMS = [ROOMS.orders, ROOMS.kitchen, ROOMS.display] as const;

export function handleDomainEvent(broadcaster: Broadcaster, event: DomainEvent): void {
  switch (event.type) {
    case 'device.revoked':
      broadcaster.disconnectDevice(event.deviceId);
      break;
    case 'user.access-changed':
      broadcaster.updateUserRooms({ username: event.username, role: event.role, scope: event.scope });
      break;
    case 'order.placed':
      // Spec 7 Realtime: the server's own new_order replaces relaying the client's new_order_backend.
      broadcaster.emit(ORDER_ROOMS, 'new_order', { tokenNo: event.tokenNo, orderId: event.orderId });
      break;
    case 'orders.updated':
      // Says what changed, never the client's payload: stations refetch their lists (conventions 8).
      broadcaster.emit(ORDER_ROOMS, 'order_update', { orderIds: event.orderIds });
      break;
  }
}

/** Wires the event bus to the sockets; returns the unsubscribe function. */
export function connectBroadcaster(events: DomainEvents, broadcaster: Broadcaster): () => void {
  return events.subscribe((event) => handleDomainEvent(broadcaster, event));
}
