// @ts-nocheck: a lint fixture that keeps the dependency rules (tests/architecture/lintRules.test.ts).
// expect no diagnostics
import { Server } from 'socket.io';
import { Pool } from 'pg';

export const allowed = [Server, Pool];
