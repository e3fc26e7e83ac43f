// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): shared/ imports nothing above it (stations, server, print, entries).
import { PosPage } from '../../stations/pos/register/PosPage';

export const Page = PosPage;
