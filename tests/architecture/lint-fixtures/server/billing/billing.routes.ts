// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
// A route in a resource folder presents with its own and another resource's presenter.
import { presentBill } from './bills.presenter';
import { presentOrders } from '../orders/orders.presenter';

export const allowed = [presentBill, presentOrders];
