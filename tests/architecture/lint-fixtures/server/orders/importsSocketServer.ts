// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): Services never touch io: they emit domain events, the broadcaster (server/realtime) sends them after commit.
import { createSocketServer } from '../realtime/socketServer';

export const sockets = createSocketServer;
