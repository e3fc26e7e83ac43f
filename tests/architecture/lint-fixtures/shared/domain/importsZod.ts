// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): shared/domain is plain TS (it ships in every bundle): zod schemas live in shared/contract.
import { z } from 'zod';

export const quantity = z.number().int();
