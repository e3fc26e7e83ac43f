// The SignInGuard (rules in signInGuard.ts) kept in the database, so every node on one
// PostgreSQL counts the same attempts: a burst spread across nodes gets no more guesses than one node
// allows. Each call is one short transaction; the username's and the pair's rows are locked together
// (in key order, so two nodes never deadlock on them). The table needs no size bound of its own: rows
// are pruned once forgotten, and a flood of usernames costs disk, never a lifted lock.
import type { Db, Dialect } from '../db/client';
import {
  deleteSignInGuardKeys,
  deleteSignInGuardUsername,
  lockSignInGuardRows,
  saveSignInGuardRows,
} from '../db/repositories/throttles.repository';
import { normalizeUsername } from '../db/repositories/users.repository';
import type { SignInGuardTable } from '../db/schema';
import { type GuardStep, EntryStoreGuard, type GuardEntry, type SignInGuardLimits, type SignInTicket, newGuardEntry } from './signInGuard';

const usernameKey = (ticket: SignInTicket) => `u|${ticket.username}`;
/** An IP address holds no '|', so the key is unambiguous whatever the username holds. */
const pairKey = (ticket: SignInTicket) => `p|${ticket.ip}|${ticket.username}`;

/** A stored row as an entry; a forgotten one counts as fresh. */
function entryOf(row: SignInGuardTable | undefined, username: string, now: number): GuardEntry {
  if (!row || now >= row.forget_at) return newGuardEntry(username);
  return {
    username,
    failures: row.failures,
    lastFailureAt: row.last_failure_at,
    refuseUntil: row.refuse_until,
    forgetAt: row.forget_at,
  };
}

function rowOf(key: string, entry: GuardEntry): SignInGuardTable {
  return {
    key,
    username: entry.username,
    failures: entry.failures,
    last_failure_at: entry.lastFailureAt,
    refuse_until: entry.refuseUntil,
    forget_at: entry.forgetAt,
  };
}

export class DatabaseSignInGuard extends EntryStoreGuard {
  readonly #db: Db;
  readonly #dialect: Dialect;
  readonly #now: () => number;

  constructor(db: Db, dialect: Dialect, limits: SignInGuardLimits, now: () => number = Date.now) {
    super(limits);
    this.#db = db;
    this.#dialect = dialect;
    this.#now = now;
  }

  /** The username's and the pair's rows, locked, in one short transaction; saved when `change` says so. */
  protected withEntries<T>(ticket: SignInTicket, change: GuardStep<T>): Promise<T> {
    return this.#db.transaction().execute(async (trx) => {
      const keys = [
        { key: usernameKey(ticket), username: ticket.username },
        { key: pairKey(ticket), username: ticket.username },
      ];
      const rows = await lockSignInGuardRows(trx, this.#dialect, keys);
      const now = this.#now();
      const user = entryOf(rows.get(usernameKey(ticket)), ticket.username, now);
      const pair = entryOf(rows.get(pairKey(ticket)), ticket.username, now);
      const { result, save } = change(user, pair, now);
      if (save) await saveSignInGuardRows(trx, [rowOf(usernameKey(ticket), user), rowOf(pairKey(ticket), pair)]);
      return result;
    });
  }

  async recordSuccess(ticket: SignInTicket): Promise<void> {
    await deleteSignInGuardKeys(this.#db, [usernameKey(ticket), pairKey(ticket)]);
  }

  async clear(username: string): Promise<void> {
    await deleteSignInGuardUsername(this.#db, normalizeUsername(username));
  }
}
