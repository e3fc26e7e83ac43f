// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-imports): shared/domain and shared/contract are pure TS: no React, DOM, browser-state or server packages.
import { useState } from 'react';

export const useDraft = useState;
