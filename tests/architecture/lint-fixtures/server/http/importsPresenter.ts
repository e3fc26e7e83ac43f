// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): Only routes (*.routes.ts), presenters (*.presenter.ts) and server/realtime import a presenter: a service returns domain data, the route presents it.
import { presentOrder } from '../orders/orders.presenter';

export const presented = presentOrder;
