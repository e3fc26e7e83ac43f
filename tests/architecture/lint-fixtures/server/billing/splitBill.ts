// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): Only routes (*.routes.ts), presenters (*.presenter.ts) and server/realtime import a presenter: a service returns domain data, the route presents it.
// A service in a resource folder (server/<resource>/, services named by verb): the rule goes by the file name.
import { presentBill } from './bills.presenter';

export const presented = presentBill;
