// The Idempotency-Key request header of the POS writes: optional; when present, 1 to 200 characters.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_MAX_LENGTH, POS_MESSAGES } from '../../shared/contract/pos';
import { validationFailed } from '../errors';
import { type IdempotencyKeyClaim, type StoredAnswer, canonicalJson, idempotencyClaim } from '../infrastructure/idempotency';

/** The claim for this user, route (with its path params) and body, or null without the header. */
export function idempotencyOf(request: FastifyRequest, userId: number, route: string): IdempotencyKeyClaim | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length === 0 || value.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw validationFailed(POS_MESSAGES.idempotencyKeyInvalid);
  }
  // The path's ids are part of the request: the same key on another check or invoice is a 422, never a replay.
  const params = request.params !== null && typeof request.params === 'object' ? request.params : {};
  const target = Object.keys(params).length > 0 ? `${route} ${canonicalJson(params)}` : route;
  return idempotencyClaim(userId, target, value, request.body);
}

/** Sends a service's answer; a replayed one says so in a header (the body and status are the first ones). */
export function sendStoredAnswer(reply: FastifyReply, answer: StoredAnswer & { isReplay: boolean }) {
  if (answer.isReplay) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}
