// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): Only shared/realtime opens the socket: use its typed client and live lists.
import { io } from 'socket.io-client';

export const connect = () => io('/');
