// Two build passes into one dist/ (npm run build):
//   default mode  → React 19 bundles: dashboard, pos
//   --mode preact → Preact 11 bundles through preact/compat: kitchen, display, print-receipt, print-token
// HTML lands at dist/entries/<station>.html, assets at dist/assets/. The server serves both.
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const REACT_ENTRIES = ['dashboard', 'pos'] as const;
const PREACT_ENTRIES = ['kitchen', 'display', 'print-receipt', 'print-token'] as const;

function inputsFor(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, fromRoot(`entries/${name}.html`)]));
}

// Exact-match aliases, most specific first (a string key would also rewrite sub-paths).
const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // Preact tracks signals by itself: the React-19 `useSignals()` becomes a no-op.
  { find: /^@preact\/signals-react\/runtime$/, replacement: fromRoot('shared/state/compat/useSignals.noop.ts') },
  { find: /^@preact\/signals-react$/, replacement: '@preact/signals' },
  // wouter's CJS shim → preact/compat's useSyncExternalStore.
  {
    find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
    replacement: fromRoot('shared/state/compat/useSyncExternalStore.preact.ts'),
  },
];

export default defineConfig(({ command, mode }) => {
  const isPreact = mode === 'preact';
  return {
    root,
    base: '/',
    publicDir: false,
    // Separate dependency caches so the two passes (and two dev servers) never share optimized deps.
    cacheDir: fromRoot(isPreact ? 'node_modules/.vite-preact' : 'node_modules/.vite'),
    plugins: [
      // Short class names in builds, readable ones in dev (both passes).
      vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
      ...(isPreact ? [] : [react()]),
    ],
    oxc: isPreact ? { jsx: { runtime: 'automatic', importSource: 'preact' } } : undefined,
    resolve: {
      alias: isPreact ? PREACT_ALIASES : [],
      dedupe: isPreact ? ['preact'] : ['react', 'react-dom'],
    },
    build: {
      outDir: fromRoot('dist'),
      // The preact pass adds to the React pass's output.
      emptyOutDir: !isPreact,
      assetsDir: 'assets',
      target: 'es2022',
      // One manifest per pass (bench/bundle-size.mjs reads both).
      manifest: isPreact ? '.vite/manifest.preact.json' : '.vite/manifest.react.json',
      rolldownOptions: {
        input: inputsFor(isPreact ? PREACT_ENTRIES : REACT_ENTRIES),
        output: {
          // Named shared chunks: third-party code apart from our own shared core, each split by the set
          // of entries that use it (so a print popup never loads the shell's libraries).
          codeSplitting: {
            groups: [
              { name: 'vendor', test: /[\\/]node_modules[\\/]/, minShareCount: 2, entriesAware: true, priority: 2 },
              { name: 'shared', minShareCount: 2, entriesAware: true, priority: 1 },
            ],
          },
        },
        onLog(level, log, handler) {
          // react-hot-toast ships a "use client" directive, meaningless in a browser bundle.
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    },
  };
});
