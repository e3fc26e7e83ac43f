// Spec 7 Session, hardening: the in-memory SignInGuard (rules in signInGuard.ts), for one server process.
// Memory is bounded without letting a flood of other usernames lift a lock: when a table is full it
// forgets expired entries first, then the entries not refusing anyone right now, fewest failures
// first; an entry that is refusing attempts (a username waiting, a locked username + IP pair) is never
// dropped. If every entry is refusing attempts, new keys go untracked (only the per-IP request limit
// applies to them) until the first wait ends, and the operator is warned once.
import { normalizeUsername } from '../db/repositories/users.repository';
import {
  type GuardEntry,
  type SignInAttempt,
  type SignInGuard,
  type SignInGuardLimits,
  type SignInReservation,
  type SignInTicket,
  UNKNOWN_IP,
  countPairFailure,
  countUsernameFailure,
  newGuardEntry,
  restartUsernameWait,
} from './signInGuard';

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
  /** Every entry was refusing attempts at the last sweep: none can go before this (epoch ms). */
  #isFullUntil = 0;

  constructor(capacity: number, onFull: () => void) {
    this.#capacity = Math.max(1, capacity);
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

export class MemorySignInGuard implements SignInGuard {
  readonly #limits: SignInGuardLimits;
  readonly #now: () => number;
  readonly #usernames: BoundedTable;
  readonly #pairs: BoundedTable;

  constructor(limits: SignInGuardLimits, options: MemorySignInGuardOptions = {}) {
    this.#limits = limits;
    this.#now = options.now ?? Date.now;
    const onFull = options.onFull ?? (() => undefined);
    this.#usernames = new BoundedTable(limits.trackedKeysMax, () => onFull('usernames', limits.trackedKeysMax));
    this.#pairs = new BoundedTable(limits.trackedKeysMax, () => onFull('pairs', limits.trackedKeysMax));
  }

  /** How many usernames and pairs are tracked (tests and diagnostics). */
  get size(): { usernames: number; pairs: number } {
    return { usernames: this.#usernames.size, pairs: this.#pairs.size };
  }

  // Synchronous from the read to the write: no other attempt can slip in between (one event loop).
  async reserve(attempt: SignInAttempt): Promise<SignInReservation> {
    const now = this.#now();
    const ticket: SignInTicket = { username: normalizeUsername(attempt.username), ip: attempt.ip || UNKNOWN_IP };
    const user = this.#usernames.get(ticket.username, now);
    const pair = this.#pairs.get(pairKey(ticket), now);
    const refuseUntil = Math.max(user?.refuseUntil ?? 0, pair?.refuseUntil ?? 0);
    if (refuseUntil > now) return { isAllowed: false, retryAfterMs: refuseUntil - now };

    this.#countUsernameFailure(ticket, now);
    this.#countPairFailure(ticket, now);
    return { isAllowed: true, ticket };
  }

  async recordFailure(ticket: SignInTicket): Promise<void> {
    const now = this.#now();
    // Counted at reserve(); if a success or an admin's clear forgot it meanwhile, it counts afresh.
    if (!this.#pairs.get(pairKey(ticket), now)) this.#countPairFailure(ticket, now);
    const user = this.#usernames.get(ticket.username, now);
    if (!user) {
      this.#countUsernameFailure(ticket, now);
      return;
    }
    restartUsernameWait(user, now, this.#limits);
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

  #countUsernameFailure(ticket: SignInTicket, now: number): void {
    const entry = this.#usernames.get(ticket.username, now) ?? newGuardEntry(ticket.username);
    countUsernameFailure(entry, now, this.#limits);
    if (entry.failures === 1) this.#usernames.add(ticket.username, entry, now);
  }

  #countPairFailure(ticket: SignInTicket, now: number): void {
    const key = pairKey(ticket);
    const entry = this.#pairs.get(key, now) ?? newGuardEntry(ticket.username);
    countPairFailure(entry, now, this.#limits);
    if (entry.failures === 1) this.#pairs.add(key, entry, now);
  }
}

/** An IP address never holds a NUL, so the key is unambiguous whatever the username holds. */
function pairKey(ticket: SignInTicket): string {
  return `${ticket.ip}\u0000${ticket.username}`;
}
