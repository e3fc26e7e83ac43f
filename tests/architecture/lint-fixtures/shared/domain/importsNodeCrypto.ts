// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect import(no-nodejs-modules)
import { randomUUID } from 'node:crypto';

export const newId = randomUUID;
