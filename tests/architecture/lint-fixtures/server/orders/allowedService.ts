// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
import type { Db } from '../db/client';
import { findOrder } from '../db/repositories/orders.repository';

export const allowed = (db: Db) => findOrder(db, 1);
