// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
import { CartPanel } from '../register/components/CartPanel';
import { cancelOrder } from '../../../shared/api/orders';
import { PrintReceipt } from '../../../print/PrintReceipt';

export const allowed = [CartPanel, cancelOrder, PrintReceipt];
