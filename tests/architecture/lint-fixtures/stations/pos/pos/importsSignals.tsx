// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): Only shared/state imports the signals package.
import { signal } from '@preact/signals-react';

export const count = signal(0);
