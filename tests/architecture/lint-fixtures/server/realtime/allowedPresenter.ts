// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
import { presentOrders } from '../presenters/orders.presenter';

export const allowed = [presentOrders];
