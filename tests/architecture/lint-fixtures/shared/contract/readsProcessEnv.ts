// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-globals): shared/domain and shared/contract are pure TS: no DOM, network or Node globals (take values as arguments).
export const apiBase = (): string | undefined => process.env.API_BASE;
