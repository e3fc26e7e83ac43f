// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect brigade(no-hand-conversion): Convert money and percentages through shared/domain/money/money.ts
export const tipOnWire = (basisPoints: number) => ({ kind: 'percent', value: basisPoints / 100 });
