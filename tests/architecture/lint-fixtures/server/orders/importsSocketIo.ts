// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): Services never touch io: they emit domain events, the broadcaster (server/realtime) sends them after commit.
import type { Server } from 'socket.io';

export type Io = Server;
