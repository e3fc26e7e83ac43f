// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
import { io } from 'socket.io-client';

export const allowed = () => io('/');
