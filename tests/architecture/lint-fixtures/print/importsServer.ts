// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): print/ imports neither the server nor a station: it renders the stored receipt data.
import { presentOrder } from '../server/presenters/orders.presenter';

export const present = presentOrder;
