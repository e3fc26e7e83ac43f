// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): Routes never touch SQL or io
// The route restrictions follow the file name (*.routes.ts), wherever the route sits.
import { listKitchenOrders } from '../db/repositories/kitchen.repository';

export const reached = listKitchenOrders;
