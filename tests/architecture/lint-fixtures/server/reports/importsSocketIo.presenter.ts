// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): Only server/realtime touches socket.io: emit a domain event, the broadcaster sends it after commit.
import type { Server } from 'socket.io';

export type Io = Server;
