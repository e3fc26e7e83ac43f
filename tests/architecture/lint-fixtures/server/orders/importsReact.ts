// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): server/ imports only shared/domain and shared/contract from the browser side.
import { renderToString } from 'react-dom/server';

export const render = renderToString;
