// Preact pass only (aliased in vite.config.ts): replaces the CJS `use-sync-external-store/shim`
// that wouter imports, so the bundle uses preact/compat's implementation without a CJS wrapper.
export { useSyncExternalStore } from 'preact/compat';
