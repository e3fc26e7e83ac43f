// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
import { SOCKET_EVENTS } from '../realtime';
import { parseDecimalAmount } from '../../domain/money';

export const allowed = [SOCKET_EVENTS, parseDecimalAmount];
