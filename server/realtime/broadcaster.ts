// Spec 7 Realtime, conventions 8: emits to rooms by audience. Services publish domain events after
// commit (services/context.ts inTransaction); this module turns them into socket actions. Later
// issues map their order events here (e.g. order placed → `new_order` to kitchen, orders, display).
import { ROOMS, type ServerToClientEvents } from '../../shared/contract/realtime';
import type { DomainEvent, DomainEvents } from '../services/events';
import type { BrigadeSocketServer } from './socketServer';

export interface Broadcaster {
  emit<E extends keyof ServerToClientEvents>(
    rooms: string | readonly string[],
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Closes every socket of a signed-out or removed device. */
  disconnectDevice(deviceId: string): void;
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
  };
}

export function handleDomainEvent(broadcaster: Broadcaster, event: DomainEvent): void {
  switch (event.type) {
    case 'device.revoked':
      broadcaster.disconnectDevice(event.deviceId);
      break;
  }
}

/** Wires the event bus to the sockets; returns the unsubscribe function. */
export function connectBroadcaster(events: DomainEvents, broadcaster: Broadcaster): () => void {
  return events.subscribe((event) => handleDomainEvent(broadcaster, event));
}
