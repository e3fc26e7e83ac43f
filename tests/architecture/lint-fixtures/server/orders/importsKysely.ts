// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): All SQL lives in server/db: call a repository.
import { sql } from 'kysely';

export const now = sql`CURRENT_TIMESTAMP`;
