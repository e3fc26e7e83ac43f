// The POS outbox as the screens see it (the list, its counts for the header badge) and the entry being
// edited in the cart. Written by the outbox wiring (stations/pos/outbox/posOutbox.ts), read by the POS.
import type { QueuedOrderEntry } from '../../../shared/offline/queuedOrder';
import { computed, signal } from '../../../shared/state';

export const outboxEntries = signal<readonly QueuedOrderEntry[]>([]);

/** Queued or being sent: waiting for the connection. */
export const outboxWaitingCount = computed(
  () => outboxEntries.value.filter((entry) => entry.status === 'queued' || entry.status === 'sending').length,
);
export const outboxAttentionCount = computed(() => outboxEntries.value.filter((entry) => entry.status === 'attention').length);

/** The "needs attention" entry loaded back into the cart: it leaves the outbox once the edited order is sent or queued. */
export const posEditingOutboxKey = signal<string | null>(null);

export function setOutboxEntries(entries: readonly QueuedOrderEntry[]): void {
  // An empty outbox loaded at start stays the same value: no re-render of the terminal while it first shows.
  if (entries.length === 0 && outboxEntries.peek().length === 0) return;
  outboxEntries.value = entries;
}

export function setEditingOutboxKey(key: string | null): void {
  posEditingOutboxKey.value = key;
}
