// Aliased in vite.config.ts (both passes) for the CJS `use-sync-external-store/shim` that
// @preact/signals-react's runtime imports: React 19 and preact/compat both have the hook, so the shim (a
// CJS wrapper with a fallback for React 17) is never needed in a browser bundle.
export { useSyncExternalStore } from 'react';
