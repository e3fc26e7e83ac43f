// Idempotency-Key for POS writes (issue 4): one key per cart submission, reused on retries. The first
// answer is stored with the order, in the same transaction; a replay with the same body gets that
// answer and writes nothing; the same key with another body is a 422. Keys live at least 24 hours.
import { createHash } from 'node:crypto';
import { POS_MESSAGES } from '../../shared/contract/pos';
import type { Db } from '../db/client';
import {
  type IdempotencyKeyClaim,
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  saveIdempotentResponse,
} from '../db/repositories/idempotency.repository';
import type { IdempotencyKeyRow } from '../db/schema';
import { AppError } from '../errors';
import type { ServiceContext } from './context';

export type { IdempotencyKeyClaim };

const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

const idempotencyKeyReused = () => new AppError(422, 'idempotency_key_reused', POS_MESSAGES.idempotencyKeyReused);

/** JSON with object keys sorted at every level: two bodies that differ only in key order hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(body ?? {}))
    .digest('hex');
}

export function idempotencyClaim(userId: number, route: string, key: string, body: unknown): IdempotencyKeyClaim {
  return { userId, key, route, requestHash: requestHash(body) };
}

/** The answer stored with this key; a 422 when the key was used for another route or body. */
export function answerOfStoredRow(row: IdempotencyKeyRow, claim: IdempotencyKeyClaim): StoredAnswer {
  if (row.route !== claim.route || row.request_hash !== claim.requestHash) throw idempotencyKeyReused();
  return { statusCode: row.status_code, body: JSON.parse(row.response_body) };
}

/** The stored answer of an earlier request with this key (before the body is even validated), or null. */
async function findIdempotentAnswer(ctx: ServiceContext, claim: IdempotencyKeyClaim | null): Promise<StoredAnswer | null> {
  if (!claim) return null;
  const row = await findIdempotencyKey(ctx.db, claim.userId, claim.key);
  return row ? answerOfStoredRow(row, claim) : null;
}

/**
 * Runs `work` (parsing a body, or checking and writing an order) unless it is refused with a 4xx while this key
 * already has a stored answer: a retry whose body or menu no longer passes still gets the answer the first,
 * successful, request got. Only a refusal looks the key up, so a request that passes costs no lookup (the
 * write's own claim replays then).
 */
export async function unlessReplayed<T>(
  ctx: ServiceContext,
  claim: IdempotencyKeyClaim | null,
  work: () => T | Promise<T>,
): Promise<{ value: T } | { replay: StoredAnswer }> {
  try {
    return { value: await work() };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
    const replay = await findIdempotentAnswer(ctx, claim);
    if (replay) return { replay };
    throw error;
  }
}

/**
 * Inside the order transaction, first: takes the key, or answers the stored response when a concurrent
 * request with the same key committed first (then this transaction writes nothing).
 */
export async function claimKeyOrReplay(trx: Db, claim: IdempotencyKeyClaim, now: string): Promise<StoredAnswer | null> {
  if (await claimIdempotencyKey(trx, claim, now)) return null;
  const row = await findIdempotencyKey(trx, claim.userId, claim.key);
  if (!row) throw new Error('idempotency key vanished between claim and read');
  return answerOfStoredRow(row, claim);
}

export async function recordAnswer(trx: Db, claim: IdempotencyKeyClaim, answer: StoredAnswer): Promise<void> {
  await saveIdempotentResponse(trx, claim, answer.statusCode, JSON.stringify(answer.body));
}

/** Housekeeping with the session pruning (boot, then every 6 hours): keys past 24 hours go. */
export function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  return deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS).toISOString());
}
