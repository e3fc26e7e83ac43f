// What every service gets: the database, configuration, clock, event bus and session signer.
import type { Signer } from '@fastify/cookie';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { runWriteTransaction } from '../db/groupCommit';
import type { DomainEvent, DomainEvents } from './events';
import type { SignInGuard } from '../session/signInGuard';

export interface ServiceContext {
  db: Db;
  config: Config;
  events: DomainEvents;
  /** Injectable clock (tests). */
  now: () => Date;
  /** Signs and verifies access tokens with the session secret. */
  signer: Signer;
  /** Sign-in throttling (in memory today; one interface so a shared store can replace it). */
  signInGuard: SignInGuard;
}

export type Emit = (event: DomainEvent) => void;

/**
 * Runs `work` in one transaction; the events it emits are published only once the transaction
 * has committed (never for a rolled-back change).
 */
export async function inTransaction<T>(ctx: ServiceContext, work: (trx: Db, emit: Emit) => Promise<T>): Promise<T> {
  const pending: DomainEvent[] = [];
  // Grouped with other writes on SQLite (server/db/groupCommit.ts): answered after the shared COMMIT.
  const result = await runWriteTransaction(ctx.db, (trx) => work(trx, (event) => pending.push(event)));
  ctx.events.publish(pending);
  return result;
}

export function isoNow(ctx: ServiceContext): string {
  return ctx.now().toISOString();
}
