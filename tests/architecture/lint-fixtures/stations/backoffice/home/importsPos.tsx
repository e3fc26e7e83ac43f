// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): A station never imports the server or another station: share code through shared/.
import { CartPanel } from '../../pos/register/components/CartPanel';

export const Cart = CartPanel;
