// Spec 7 Session, hardening: the one interface sign-in throttling goes through. Every method is async so
// that a store shared by several server nodes (a PostgreSQL table) can replace the in-memory one
// (signInThrottle.ts) without touching signIn or the routes.
//
// The rules every implementation keeps (EntryStoreGuard below applies the first three once for both
// stores; each store says how it keeps the entries):
// - reserve() counts the attempt as a failure BEFORE the password is checked, atomically with the
//   check, so attempts in flight at the same time see each other: a burst gets no more password
//   checks than the same attempts one after another.
// - Per username: perUsernameMax free failures, then each failure sets a wait of
//   base × 2^(failures past the free ones − 1), capped. Attempts during the wait are refused without
//   a password check and without counting. The wait slows a guesser; it never locks the owner out
//   for longer than the cap.
// - Per username AND client IP: perUsernameIpMax failures lock that pair for perUsernameIpLockMs, so
//   an attacker at one address cannot keep the owner at another address out.
// - A success forgets the username's failures and that pair's; clear() (an admin) forgets the
//   username's and every pair of it.
import type { SignInLimits } from '../config';
import { normalizeUsername } from '../db/repositories/users.repository';

export interface SignInAttempt {
  username: string;
  ip: string | null;
}

/** What reserve() hands back to confirm the attempt's outcome with. */
export interface SignInTicket {
  /** The normalized username (trimmed, lower case). */
  readonly username: string;
  readonly ip: string;
}

export type SignInReservation = { isAllowed: true; ticket: SignInTicket } | { isAllowed: false; retryAfterMs: number };

export interface SignInGuard {
  /** Counts the attempt (as a failure until confirmed), or refuses it while the username waits or the pair is locked. */
  reserve(attempt: SignInAttempt): Promise<SignInReservation>;
  /** The password was wrong (or the username unknown): the wait runs from now. */
  recordFailure(ticket: SignInTicket): Promise<void>;
  /** The password was right: forget the username's failures and this pair's. */
  recordSuccess(ticket: SignInTicket): Promise<void>;
  /** An admin's "Clear sign-in lock": forget the username's failures and every pair of it. */
  clear(username: string): Promise<void>;
}

export type SignInGuardLimits = Pick<
  SignInLimits,
  | 'perUsernameMax'
  | 'perUsernameWindowMs'
  | 'perUsernameBackoffBaseMs'
  | 'perUsernameBackoffMaxMs'
  | 'perUsernameIpMax'
  | 'perUsernameIpLockMs'
  | 'trackedKeysMax'
>;

/** The key of a request without an address (it still has its own pair). */
const UNKNOWN_IP = 'unknown';

/**
 * How long a username waits after its `failures`-th failure (0 while the failures are free).
 * @internal Exported for tests: a unit of its own, table-tested.
 */
export function backoffMs(failures: number, limits: SignInGuardLimits): number {
  const past = failures - limits.perUsernameMax;
  if (past <= 0) return 0;
  // Past 2^30 the product is beyond any sane cap anyway; the exponent bound keeps it finite.
  return Math.min(limits.perUsernameBackoffMaxMs, limits.perUsernameBackoffBaseMs * 2 ** Math.min(past - 1, 30));
}

/** Retry-After in whole seconds, at least 1 (HTTP has no fractions, and 0 would invite a hot loop). */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** One tracked username, or username + IP pair: the state every implementation keeps per key. */
export interface GuardEntry {
  /** The normalized username the entry belongs to (clear() finds its pairs by it). */
  username: string;
  failures: number;
  lastFailureAt: number;
  /** Attempts are refused until then (epoch ms; 0: not refusing). */
  refuseUntil: number;
  /** The entry is forgotten from then on (epoch ms). */
  forgetAt: number;
}

export function newGuardEntry(username: string): GuardEntry {
  return { username, failures: 0, lastFailureAt: 0, refuseUntil: 0, forgetAt: 0 };
}

/** A username's failure, counted at reserve(): past the free ones, the back-off wait starts. Mutates `entry`. */
function countUsernameFailure(entry: GuardEntry, now: number, limits: SignInGuardLimits): void {
  entry.failures += 1;
  entry.lastFailureAt = now;
  const wait = backoffMs(entry.failures, limits);
  if (wait > 0) entry.refuseUntil = Math.max(entry.refuseUntil, now + wait);
  entry.forgetAt = Math.max(now + limits.perUsernameWindowMs, entry.refuseUntil);
}

/** A username + IP pair's failure: at perUsernameIpMax the pair locks; a lock's end forgets the count. Mutates `entry`. */
function countPairFailure(entry: GuardEntry, now: number, limits: SignInGuardLimits): void {
  entry.failures += 1;
  entry.lastFailureAt = now;
  const lockMs = limits.perUsernameIpLockMs;
  if (entry.failures >= limits.perUsernameIpMax) {
    entry.refuseUntil = Math.max(entry.refuseUntil, now + lockMs);
    entry.forgetAt = entry.refuseUntil;
  } else {
    // A pair's failures are forgotten one lock period after the last.
    entry.forgetAt = now + lockMs;
  }
}

/**
 * A clock stepped back (NTP correcting it, a VM restored from a snapshot) would leave waits ending further from
 * `now` than any rule sets, and lock the owner out for as long as the step. No entry ever waits longer from now
 * than its rule allows, nor is kept longer. Mutates `entry`; true when it changed it.
 */
function boundToClock(entry: GuardEntry, now: number, longestWaitMs: number, keepMs: number): boolean {
  const refuseUntil = Math.min(entry.refuseUntil, now + longestWaitMs);
  const forgetAt = Math.min(entry.forgetAt, now + Math.max(keepMs, longestWaitMs));
  const lastFailureAt = Math.min(entry.lastFailureAt, now);
  const changed = refuseUntil !== entry.refuseUntil || forgetAt !== entry.forgetAt || lastFailureAt !== entry.lastFailureAt;
  Object.assign(entry, { refuseUntil, forgetAt, lastFailureAt });
  return changed;
}

/** boundToClock under the username rule (back-off cap, window). Mutates `entry`; true when it changed it. */
export function boundUsernameEntry(entry: GuardEntry, now: number, limits: SignInGuardLimits): boolean {
  return boundToClock(entry, now, limits.perUsernameBackoffMaxMs, limits.perUsernameWindowMs);
}

/** boundToClock under the username + IP rule (the lock). Mutates `entry`; true when it changed it. */
export function boundPairEntry(entry: GuardEntry, now: number, limits: SignInGuardLimits): boolean {
  return boundToClock(entry, now, limits.perUsernameIpLockMs, limits.perUsernameIpLockMs);
}

/** recordFailure() on a counted username: the wait runs from the answer, not from the start of a slow check. */
function restartUsernameWait(entry: GuardEntry, now: number, limits: SignInGuardLimits): void {
  entry.refuseUntil = Math.max(entry.refuseUntil, now + backoffMs(entry.failures, limits));
  entry.forgetAt = Math.max(entry.forgetAt, now + limits.perUsernameWindowMs, entry.refuseUntil);
}

/** One atomic step on a ticket's username and pair entries: the answer, and whether to keep what it changed. */
export type GuardStep<T> = (user: GuardEntry, pair: GuardEntry, now: number) => { result: T; save: boolean };

/**
 * reserve() and recordFailure() over a store of entries, the same for every store: a store (memory, a database
 * table) says how it runs one atomic step on a ticket's username and pair entries, and how it forgets them.
 */
export abstract class EntryStoreGuard implements SignInGuard {
  protected readonly limits: SignInGuardLimits;

  protected constructor(limits: SignInGuardLimits) {
    this.limits = limits;
  }

  /**
   * Runs `change` on the ticket's username and pair entries (fresh ones for keys not tracked) in one atomic step,
   * `now` read inside it, and keeps what it changed when it says `save`.
   */
  protected abstract withEntries<T>(ticket: SignInTicket, change: GuardStep<T>): Promise<T>;

  abstract recordSuccess(ticket: SignInTicket): Promise<void>;

  abstract clear(username: string): Promise<void>;

  reserve(attempt: SignInAttempt): Promise<SignInReservation> {
    const ticket: SignInTicket = { username: normalizeUsername(attempt.username), ip: attempt.ip || UNKNOWN_IP };
    return this.withEntries<SignInReservation>(ticket, (user, pair, now) => {
      const isUserBounded = boundUsernameEntry(user, now, this.limits);
      const isPairBounded = boundPairEntry(pair, now, this.limits);
      const refuseUntil = Math.max(user.refuseUntil, pair.refuseUntil);
      if (refuseUntil > now) {
        return { result: { isAllowed: false, retryAfterMs: refuseUntil - now }, save: isUserBounded || isPairBounded };
      }
      countUsernameFailure(user, now, this.limits);
      countPairFailure(pair, now, this.limits);
      return { result: { isAllowed: true, ticket }, save: true };
    });
  }

  recordFailure(ticket: SignInTicket): Promise<void> {
    return this.withEntries(ticket, (user, pair, now) => {
      // Counted at reserve(); if a success or an admin's clear forgot it meanwhile, it counts afresh.
      if (pair.failures === 0) countPairFailure(pair, now, this.limits);
      if (user.failures === 0) countUsernameFailure(user, now, this.limits);
      else restartUsernameWait(user, now, this.limits);
      return { result: undefined, save: true };
    });
  }
}
