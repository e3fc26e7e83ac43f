// Spec 7 Realtime, conventions 8: emits to rooms by audience. Services publish domain events after
// commit (services/context.ts inTransaction); this module turns them into socket actions: an order
// placed → `new_order`, placed orders changed → `order_update`, both to the orders, kitchen and display rooms.
// Every action goes through socket.io's adapter, so on several nodes (clusterAdapter.ts) it reaches the
// sockets of every node, each once.
import { ROOMS, type ServerToClientEvents } from '../../shared/contract/realtime';
import type { AccessSubject } from '../../shared/domain/access/scopes';
import type { DomainEvent, DomainEvents } from '../infrastructure/events';
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

export interface BroadcasterOptions {
  /** Several nodes (PostgreSQL cluster adapter): socket actions are also sent to the other nodes. */
  isClustered: boolean;
}

export function createBroadcaster(io: BrigadeSocketServer, options: BroadcasterOptions = { isClustered: false }): Broadcaster {
  // Socket moves and disconnects are applied to this node's sockets at once (`io.local`), before the HTTP
  // answer, as on one node; the other nodes get them through the adapter (`serverSideEmit`) and apply them
  // to theirs. The adapter's own socketsJoin/disconnectSockets would apply them here only after a round
  // trip to PostgreSQL. This node's messages leave in order (clusterAdapter.ts), so a node never applies
  // a scope change after an order emitted later.
  const disconnectHere = (deviceId: string) => io.local.in(ROOMS.device(deviceId)).disconnectSockets(true);
  const moveHere = ({ username, leave, join }: { username: string; leave: string[]; join: string[] }) => {
    const sockets = io.local.in(ROOMS.user(username));
    if (leave.length > 0) sockets.socketsLeave(leave);
    if (join.length > 0) sockets.socketsJoin(join);
  };
  if (options.isClustered) {
    io.on('deviceRevoked', disconnectHere);
    io.on('userRoomsChanged', moveHere);
  }
  return {
    emit(rooms, event, ...payload) {
      const target = io.to(typeof rooms === 'string' ? rooms : [...rooms]);
      target.emit(event, ...payload);
    },
    disconnectDevice(deviceId) {
      disconnectHere(deviceId);
      if (options.isClustered) io.serverSideEmit('deviceRevoked', deviceId);
    },
    updateUserRooms(user) {
      // Leaving only the rooms the user no longer has keeps leave and join disjoint: their order never matters.
      const join = audienceRoomsFor(user);
      const change = { username: user.username, leave: AUDIENCE_ROOMS.filter((room) => !join.includes(room)), join };
      moveHere(change);
      if (options.isClustered) io.serverSideEmit('userRoomsChanged', change);
    },
  };
}

/** Every station that shows orders: the Orders screen, the kitchen and the public board. */
const ORDER_ROOMS = [ROOMS.orders, ROOMS.kitchen, ROOMS.display] as const;

type EventOf<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;

/**
 * One entry per domain event: a new event type without its entry does not compile, so no event is
 * dropped silently.
 */
const EVENT_ACTIONS: { [T in DomainEvent['type']]: (broadcaster: Broadcaster, event: EventOf<T>) => void } = {
  'device.revoked': (broadcaster, event) => broadcaster.disconnectDevice(event.deviceId),
  'user.access-changed': (broadcaster, event) =>
    broadcaster.updateUserRooms({ username: event.username, role: event.role, scope: event.scope }),
  // Spec 7 Realtime: the server's own new_order replaces relaying the client's new_order_backend.
  'order.placed': (broadcaster, event) => broadcaster.emit(ORDER_ROOMS, 'new_order', { tokenNo: event.tokenNo, orderId: event.orderId }),
  // Says what changed, never the client's payload: stations refetch their lists (conventions 8).
  'orders.updated': (broadcaster, event) => broadcaster.emit(ORDER_ROOMS, 'order_update', { orderIds: event.orderIds }),
  // For this node's print worker (server/printers/printWorker.ts), which subscribes itself: no station needs it.
  'printers.queued': () => {},
  'printers.updated': (broadcaster) => broadcaster.emit([ROOMS.orders, ROOMS.kitchen], 'printers_update', {}),
  // The POS floor views (in the orders room); a move also emits orders.updated, for the kitchen and the board.
  'floor.changed': (broadcaster, event) => broadcaster.emit(ROOMS.orders, 'floor_update', { tableIds: event.tableIds }),
  // The tills (orders room) and the kitchen grey or warn at once.
  'stock.changed': (broadcaster, event) => broadcaster.emit([ROOMS.orders, ROOMS.kitchen], 'stock_changed', { entries: event.entries }),
};

function handleDomainEvent(broadcaster: Broadcaster, event: DomainEvent): void {
  (EVENT_ACTIONS[event.type] as (broadcaster: Broadcaster, event: DomainEvent) => void)(broadcaster, event);
}

/** Wires the event bus to the sockets; returns the unsubscribe function. */
export function connectBroadcaster(events: DomainEvents, broadcaster: Broadcaster): () => void {
  return events.subscribe((event) => handleDomainEvent(broadcaster, event));
}
