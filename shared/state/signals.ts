// The one module that imports the signals package (lint-enforced boundary).
// React 19 has no auto-tracking: every component that reads `.value` calls `useSignals()` first.
// In the Preact build pass, vite.config.ts aliases the package to @preact/signals and `useSignals` to a no-op.
export { signal, computed, effect, batch, Signal } from '@preact/signals-react';
export { useSignals } from '@preact/signals-react/runtime';
