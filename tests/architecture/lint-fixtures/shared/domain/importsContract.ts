// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): shared/domain defines its own types: it never imports shared/contract (the contract imports the domain).
import type { OrderDto } from '../contract/orders';

export type OrderView = OrderDto;
