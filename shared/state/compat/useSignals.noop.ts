// Preact pass only (aliased in vite.config.ts): @preact/signals tracks components by itself,
// so the React-19 `useSignals()` call becomes a no-op.
export function useSignals(): void {}
