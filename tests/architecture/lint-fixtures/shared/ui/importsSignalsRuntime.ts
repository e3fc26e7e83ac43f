// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): Only shared/state imports the signals package.
import { useSignals } from '@preact/signals-react/runtime';

export const track = useSignals;
