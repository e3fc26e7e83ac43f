// The Idempotency-Key request header of the POS writes: optional; when present, 1 to 200 characters.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_MAX_LENGTH, POS_MESSAGES } from '../../shared/contract/pos';
import { validationFailed } from '../errors';
import { type IdempotencyKeyClaim, type StoredAnswer, idempotencyClaim } from '../services/idempotency';

/** The claim for this user, route and body, or null without the header. */
export function idempotencyOf(request: FastifyRequest, userId: number, route: string): IdempotencyKeyClaim | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length === 0 || value.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw validationFailed(POS_MESSAGES.idempotencyKeyInvalid);
  }
  return idempotencyClaim(userId, route, value, request.body);
}

/** Sends a service's answer; a replayed one says so in a header (the body and status are the first ones). */
export function sendStoredAnswer(reply: FastifyReply, answer: StoredAnswer & { isReplay: boolean }) {
  if (answer.isReplay) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.statusCode).send(answer.body);
}
