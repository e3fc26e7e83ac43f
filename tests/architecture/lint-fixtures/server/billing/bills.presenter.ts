// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
import { presentDiscountedTotals } from './billFigures.presenter';

export const allowed = [presentDiscountedTotals];
