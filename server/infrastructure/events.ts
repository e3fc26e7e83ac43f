// Domain events: services announce what changed; the realtime layer (server/realtime) listens.
// Services never touch socket.io (conventions 5, 8). Events are published only after commit.
export type DomainEvent =
  | {
      type: 'device.revoked';
      deviceId: string;
      userId: number;
      reason: 'signed-out' | 'removed' | 'token-reuse' | 'password-reset' | 'user-deleted';
    }
  /** A user's role or scopes changed: their open sockets move to the rooms of the new scopes. */
  | { type: 'user.access-changed'; userId: number; username: string; role: string; scope: string }
  /** A POS placed an order (paid or not): kitchen, orders and display screens refetch. */
  | { type: 'order.placed'; orderId: number; tokenNo: number }
  /** Placed orders changed (item or kitchen status, cancelled, completed, paid): every station showing them refetches. */
  | { type: 'orders.updated'; orderIds: number[] }
  /** Print jobs were queued: this node's print worker looks at once (the others find them on their next poll). */
  | { type: 'printers.queued' }
  /** A printer's state changed, or a job was not printed (or printed after all): the stations' printer chips refetch. */
  | { type: 'printers.updated' }
  /** The floor changed (a table placed, seated, cleared, an order moved): every POS refetches the floor. */
  | { type: 'floor.changed'; tableIds: number[] }
  // An item or choice was 86'd, lifted or counted (by hand or by an order taking units).
  | { type: 'stock.changed'; entries: { kind: 'item' | 'choice'; id: number }[] };

export type DomainEventHandler = (event: DomainEvent) => void;

export class DomainEvents {
  readonly #handlers = new Set<DomainEventHandler>();

  subscribe(handler: DomainEventHandler): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  publish(events: readonly DomainEvent[]): void {
    for (const event of events) {
      for (const handler of this.#handlers) {
        try {
          handler(event);
        } catch (error) {
          // A listener failing must not undo or fail the committed change that caused the event.
          console.error('domain event handler failed', event.type, error);
        }
      }
    }
  }
}
