// Idempotency-Key for the POS's keyed writes (orders, payments, refunds): one key per submission, reused on
// retries. The first answer is stored with what it wrote, in the same transaction; a replay with the same body gets that
// answer and writes nothing; the same key with another body is a 422. Keys live at least 24 hours.
import { createHash } from 'node:crypto';
import { POS_MESSAGES } from '../../shared/contract/pos';
import type { Db } from '../db/client';
import {
  type IdempotencyKeyClaim,
  claimOrFindIdempotencyKey,
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

/** @internal Exported for tests: the tests compute the hash a stored key must match. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson(body ?? {}))
    .digest('hex');
}

export function idempotencyClaim(userId: number, route: string, key: string, body: unknown): IdempotencyKeyClaim {
  return { userId, key, route, requestHash: requestHash(body) };
}

/** The answer stored with this key; a 422 when the key was used for another route or body. */
function answerOfStoredRow(row: IdempotencyKeyRow, claim: IdempotencyKeyClaim): StoredAnswer {
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
 * What a keyed write answers: the answer it wrote, or the stored answer of the key's earlier request, sent again
 * exactly as it was stored (so a replay's body is the stored JSON, not retyped here).
 */
export type KeyedAnswer<Body> = { isReplay: false; statusCode: 200; body: Body } | ({ isReplay: true } & StoredAnswer);

/** The earlier request's answer, as a replay; a 422 when the key was used for another route or body. */
export function replayOf(row: IdempotencyKeyRow, claim: IdempotencyKeyClaim): KeyedAnswer<never> {
  return { isReplay: true, ...answerOfStoredRow(row, claim) };
}

/**
 * Every keyed write inside its transaction: claim the key first, then `write`, then store its answer with the key
 * before the transaction commits. When an earlier request holds the key (it committed first, or on PostgreSQL
 * the claim waited for it), its stored answer is the answer and `write` never runs: a retry never writes twice.
 * Without a key, just `write`. (placeOrder claims and records in its one-statement write, and replays with replayOf.)
 */
export async function withIdempotency<Body>(
  trx: Db,
  claim: IdempotencyKeyClaim | null,
  now: string,
  write: () => Promise<Body>,
): Promise<KeyedAnswer<Body>> {
  const earlier = claim ? await claimOrFindIdempotencyKey(trx, claim, now) : null;
  if (claim && earlier) return replayOf(earlier, claim);
  const body = await write();
  if (claim) await saveIdempotentResponse(trx, claim, 200, JSON.stringify(body));
  return { isReplay: false, statusCode: 200, body };
}

/** Housekeeping with the session pruning (boot, then every 6 hours): keys past 24 hours go. */
export function pruneIdempotencyKeys(db: Db, now: Date): Promise<number> {
  return deleteIdempotencyKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS).toISOString());
}
