// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
import { signal } from '@preact/signals-react';

export const allowed = signal(0);
