// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): shared/domain and shared/contract are pure: no UI, state, API, realtime, offline or PWA modules.
import { callEndpoint } from '../api/endpoints';

export const call = callEndpoint;
