// Hardening: input no handler should ever see. A JSON body nested deeper than any Brigade call needs (a
// 20,000-level body overflowed the idempotency hash's recursion: a 500), and control characters in any
// text (PostgreSQL refuses a NUL byte with a 500; SQLite's LIKE matched every row on one). Both are
// refused for the whole API, the same on both databases, before validation.
import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacter } from '../../shared/contract/validation';
import { ERROR_MESSAGES, badRequest, validationFailed } from '../errors';

/** The deepest request body Brigade reads is a cart line's addon list inside a cart (4); 32 leaves room. */
const MAX_JSON_DEPTH = 32;

/** True when `text` opens more than `maxDepth` nested arrays/objects. One pass, no recursion, strings skipped. */
function exceedsJsonDepth(text: string, maxDepth: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (isInString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) isInString = false;
    } else if (char === 0x22) {
      isInString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth -= 1;
    }
  }
  return false;
}

/** True when any string (or key) in `value` has a control character. Depth is bounded by the parser. */
function containsControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacter(value);
  if (Array.isArray(value)) return value.some(containsControlCharacter);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => hasControlCharacter(key) || containsControlCharacter(item));
  }
  return false;
}

/**
 * Installs the JSON parser (depth-capped; an empty body reads as `{}`) and the control-character guard
 * on `app`. Fastify's own parser stays underneath, so prototype poisoning is still refused.
 */
export function installInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    if (exceedsJsonDepth(text)) {
      done(badRequest(ERROR_MESSAGES.tooDeeplyNested), undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    if (containsControlCharacter(request.params) || containsControlCharacter(request.query) || containsControlCharacter(request.body)) {
      throw validationFailed(CONTROL_CHARACTERS_MESSAGE);
    }
  });
}
