// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
import { PrintSettingsForm } from '../print/PrintSettingsForm';
import { posInit } from '../../../../shared/api/pos';

export const allowed = [PrintSettingsForm, posInit];
