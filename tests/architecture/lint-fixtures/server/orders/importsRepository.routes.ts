// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): Routes never touch SQL or io: call a service (SQL lives in server/db; emits go out after commit through the services' domain events).
import { findOrder } from '../db/repositories/orders.repository';

export const find = findOrder;
