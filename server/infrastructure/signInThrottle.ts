// Spec 7 Session, hardening: the in-memory SignInGuard (rules in signInGuard.ts), for one server process.
// Memory is bounded without letting a flood of other usernames lift a lock: when a table is full it
// forgets expired entries first, then the entries not refusing anyone right now, fewest failures
// first; an entry that is refusing attempts (a username waiting, a locked username + IP pair) is never
// dropped. If every entry is refusing attempts, new keys go untracked (only the per-IP request limit
// applies to them) until the first wait ends, and the operator is warned once.
import { normalizeUsername } from '../db/repositories/users.repository';
import {
  type GuardStep,
  EntryStoreGuard,
  type GuardEntry,
  type SignInGuardLimits,
  type SignInTicket,
  boundPairEntry,
  boundUsernameEntry,
  newGuardEntry,
} from '../session/signInGuard';

type Entry = GuardEntry;

/** When a table is full of entries that may go, this share of the capacity goes at once (amortizes the sort). */
const EVICTION_SHARE = 0.1;

export interface MemorySignInGuardOptions {
  /** Epoch ms (tests inject theirs). */
  now?: () => number;
  /** Told once each time a table fills up with entries that are all refusing attempts. */
  onFull?: (table: 'usernames' | 'pairs', capacity: number) => void;
}

class BoundedTable {
  readonly #entries = new Map<string, Entry>();
  readonly #capacity: number;
  readonly #onFull: () => void;
  /** Brings an entry back within its rule from now (signInGuard.ts), after the clock went back. */
  readonly #boundToRule: (entry: Entry, now: number) => void;
  /** Every entry was refusing attempts at the last sweep: none can go before this (epoch ms). */
  #isFullUntil = 0;
  /** When the table last looked for room (epoch ms): a later look at an earlier time means the clock went back. */
  #sweptAt = 0;

  constructor(capacity: number, boundToRule: (entry: Entry, now: number) => void, onFull: () => void) {
    this.#capacity = Math.max(1, capacity);
    this.#boundToRule = boundToRule;
    this.#onFull = onFull;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && now >= entry.forgetAt) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Tracks a new key if there is room (making some); false when every entry is refusing attempts. */
  add(key: string, entry: Entry, now: number): boolean {
    if (this.#entries.size >= this.#capacity && !this.#makeRoom(now)) return false;
    this.#entries.set(key, entry);
    return true;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  deleteUsername(username: string): void {
    for (const [key, entry] of this.#entries) if (entry.username === username) this.#entries.delete(key);
  }

  #makeRoom(now: number): boolean {
    if (now < this.#sweptAt) {
      // The clock went back: every entry is brought within its rule from now, as an entry read is, and the
      // sweep below looks again, or a table full of waits would stay shut for the length of the step.
      for (const entry of this.#entries.values()) this.#boundToRule(entry, now);
      this.#isFullUntil = 0;
    }
    this.#sweptAt = now;
    if (now < this.#isFullUntil) return false;
    for (const [key, entry] of this.#entries) if (now >= entry.forgetAt) this.#entries.delete(key);
    if (this.#entries.size < this.#capacity) return true;

    const mayGo = [...this.#entries].filter(([, entry]) => entry.refuseUntil <= now);
    if (mayGo.length === 0) {
      let firstEnd = Number.POSITIVE_INFINITY;
      for (const entry of this.#entries.values()) firstEnd = Math.min(firstEnd, entry.refuseUntil);
      this.#isFullUntil = firstEnd;
      this.#onFull();
      return false;
    }
    mayGo.sort(([, a], [, b]) => a.failures - b.failures || a.lastFailureAt - b.lastFailureAt);
    for (const [key] of mayGo.slice(0, Math.ceil(this.#capacity * EVICTION_SHARE))) this.#entries.delete(key);
    return true;
  }
}

export class MemorySignInGuard extends EntryStoreGuard {
  readonly #now: () => number;
  readonly #usernames: BoundedTable;
  readonly #pairs: BoundedTable;

  constructor(limits: SignInGuardLimits, options: MemorySignInGuardOptions = {}) {
    super(limits);
    this.#now = options.now ?? Date.now;
    const onFull = options.onFull ?? (() => undefined);
    this.#usernames = new BoundedTable(
      limits.trackedKeysMax,
      (entry, now) => boundUsernameEntry(entry, now, limits),
      () => onFull('usernames', limits.trackedKeysMax),
    );
    this.#pairs = new BoundedTable(
      limits.trackedKeysMax,
      (entry, now) => boundPairEntry(entry, now, limits),
      () => onFull('pairs', limits.trackedKeysMax),
    );
  }

  /** How many usernames and pairs are tracked (tests and diagnostics). */
  get size(): { usernames: number; pairs: number } {
    return { usernames: this.#usernames.size, pairs: this.#pairs.size };
  }

  // Synchronous from the read to the write: no other attempt can slip in between (one event loop).
  protected async withEntries<T>(ticket: SignInTicket, change: GuardStep<T>): Promise<T> {
    const now = this.#now();
    const key = pairKey(ticket);
    const tracked = { user: this.#usernames.get(ticket.username, now), pair: this.#pairs.get(key, now) };
    const user = tracked.user ?? newGuardEntry(ticket.username);
    const pair = tracked.pair ?? newGuardEntry(ticket.username);
    const { result, save } = change(user, pair, now);
    // Tracked entries changed in place; a fresh one that counted a failure joins its table (if there is room).
    if (save && !tracked.user) this.#usernames.add(ticket.username, user, now);
    if (save && !tracked.pair) this.#pairs.add(key, pair, now);
    return result;
  }

  async recordSuccess(ticket: SignInTicket): Promise<void> {
    this.#usernames.delete(ticket.username);
    this.#pairs.delete(pairKey(ticket));
  }

  async clear(username: string): Promise<void> {
    const key = normalizeUsername(username);
    this.#usernames.delete(key);
    this.#pairs.deleteUsername(key);
  }
}

/** An IP address never holds a NUL, so the key is unambiguous whatever the username holds. */
function pairKey(ticket: SignInTicket): string {
  return `${ticket.ip}\u0000${ticket.username}`;
}
