// Three build passes into one dist/ (npm run build):
//   default mode  → React 19 bundles: dashboard, pos
//   --mode preact → Preact 11 bundles through preact/compat: kitchen, display
//   --mode print  → the print popups, on Preact itself: print-receipt, print-token
// HTML lands at dist/entries/<station>.html, assets at dist/assets/. The server serves all of them.
// The print popups are a pass of their own because a popup and a TV station never share a page: chunks
// in common bought no caching, yet whatever a popup shared with the stations (Preact, the preload helper, the API
// client of the reprint note) was a file of its own in the kitchen's and the display's first load.
// Over 300 lines: Vite reads one config file, and the build's own plugins (sizes, manifests, service worker,
// chunk groups) live beside the options they serve.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

const root = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const REACT_ENTRIES = ['dashboard', 'pos'] as const;
const PREACT_ENTRIES = ['kitchen', 'display'] as const;
const PRINT_ENTRIES = ['print-receipt', 'print-token'] as const;

type BuildPass = 'react' | 'preact' | 'print';
const PASS_ENTRIES: Record<BuildPass, readonly string[]> = { react: REACT_ENTRIES, preact: PREACT_ENTRIES, print: PRINT_ENTRIES };

function inputsFor(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, fromRoot(`entries/${name}.html`)]));
}

// The CJS `use-sync-external-store/shim` (imported by @preact/signals-react's runtime) → the hook React 19 and
// preact/compat already have. Both passes.
const SYNC_EXTERNAL_STORE_ALIAS: Alias = {
  find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
  replacement: fromRoot('shared/state/compat/useSyncExternalStore.ts'),
};

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
  SYNC_EXTERNAL_STORE_ALIAS,
];

/**
 * engine.io-client's default transport table also holds WebTransport, which Brigade never asks for
 * (shared/realtime/socketClient.ts: `transports: ['websocket', 'polling']`; the server does not enable it either).
 * The table is the only reference to it, so dropping the entry drops its code; WebSocket and HTTP long-polling
 * stay exactly as they were. If a future engine.io-client changes the file, the build warns and keeps it whole.
 */
function withoutWebTransport(): Plugin {
  const TABLE = /[\\/]engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]index\.js$/;
  return {
    name: 'brigade:engine.io-without-webtransport',
    transform: {
      filter: { id: TABLE },
      handler(code) {
        const trimmed = code.replace(/^import \{ WT \} from "\.\/webtransport\.js";\n/m, '').replace(/^\s*webtransport: WT,\n/m, '');
        if (trimmed === code || trimmed.includes('WT')) {
          this.warn('engine.io-client transports table changed: WebTransport left in the bundle');
          return null;
        }
        return { code: trimmed, map: null };
      },
    },
  };
}

/**
 * Beside each pass's manifest, the size of every module in every chunk (rolldown's rendered length:
 * after tree-shaking, before minification), so `npm run size -- --modules` can say what an entry carries.
 */
function moduleSizes(fileName: string): Plugin {
  return {
    name: 'brigade:module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [id.replace(root, '').replace(/\0/g, ''), module.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(chunks) });
    },
  };
}

// --- The Preact passes' shared chunks, one per audience -------------------------------------------

/** The pages (entry names) whose first screen loads a module (static imports), and those that reach it only lazily. */
interface Audience {
  initial: string[];
  lazy: string[];
}

/** Every module's audience among `entries` (name → HTML entry id), from the module graph rolldown hands the groups. */
function audiencesOf(entries: Record<string, string>, context: Rolldown.ChunkingContext): Map<string, Audience> {
  const reach = (entryId: string, withLazy: boolean) => {
    const seen = new Set<string>();
    const stack = [entryId];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      const info = seen.has(id) ? null : context.getModuleInfo(id);
      seen.add(id);
      if (info) stack.push(...info.importedIds, ...(withLazy ? info.dynamicallyImportedIds : []));
    }
    return seen;
  };
  const audiences = new Map<string, Audience>();
  for (const [page, entryId] of Object.entries(entries)) {
    const initial = reach(entryId, false);
    for (const id of reach(entryId, true)) {
      const audience = audiences.get(id) ?? { initial: [], lazy: [] };
      audiences.set(id, audience);
      (initial.has(id) ? audience.initial : audience.lazy).push(page);
    }
  }
  return audiences;
}

/**
 * One shared chunk per audience, so a page downloads what its first screen needs in as few files as that allows
 * (each file costs its own gzip overhead). `entriesAware` groups count every lazy chunk as an entry of its own, so
 * the kitchen's tools, quick navigation and the toaster cut the kitchen/display core into many small files; here a
 * lazy chunk counts as the page that loads it. Modules that only lazy chunks use are left to automatic chunking
 * (they stay lazy), and so are modules of one page alone (they stay in its entry chunk). The groups run widest
 * audience first: a module's static imports have an audience at least as wide, so they are already taken when a
 * group pulls its modules' dependencies in.
 */
function audienceGroups(entries: Record<string, string>): Rolldown.CodeSplittingGroup[] {
  const pages = Object.keys(entries).length;
  let graph: { context: Rolldown.ChunkingContext; audiences: Map<string, Audience> } | undefined;
  const audienceOf = (id: string, context: Rolldown.ChunkingContext) => {
    if (graph?.context !== context) graph = { context, audiences: audiencesOf(entries, context) };
    return graph.audiences.get(id);
  };
  const groups: Rolldown.CodeSplittingGroup[] = [];
  for (let initial = pages; initial >= 1; initial--) {
    for (let reached = pages; reached >= Math.max(initial, 2); reached--) {
      groups.push({
        debugName: `audience ${initial} first + ${reached - initial} lazy`,
        name(id, context) {
          const audience = audienceOf(id, context);
          if (audience?.initial.length !== initial || audience.lazy.length !== reached - initial) return null;
          return ['shared', ...audience.initial, ...audience.lazy.map((page) => `lazy-${page}`)].join('~');
        },
      });
    }
  }
  return groups;
}

// --- Installable stations and their service worker ---------------------------------------------

/**
 * The pages the service worker keeps: the HTML entry the server answers at each URL. The worker's own copy is
 * shared/pwa/offlinePages.ts (kept here as plain data so the config imports no project module; a unit test,
 * shared/pwa/offlinePages.test.ts, checks the two agree).
 */
export const PRECACHED_PAGES: readonly { entry: string; url: string }[] = [
  { entry: 'pos', url: '/dashboard/pos' },
  { entry: 'kitchen', url: '/dashboard/kitchen' },
  { entry: 'display', url: '/dashboard/public-display' },
  { entry: 'print-receipt', url: '/print-receipt' },
  { entry: 'print-token', url: '/print-token' },
];

/** The stations that register the worker and can be installed as apps, each with its own manifest. */
export const INSTALLABLE_STATIONS = ['pos', 'kitchen', 'display'] as const;
type InstallableStation = (typeof INSTALLABLE_STATIONS)[number];

const contentHash = (source: string | Uint8Array) => createHash('sha256').update(source).digest('hex').slice(0, 10);

const ICONS = [192, 512].map((size) => {
  const source = readFileSync(fromRoot(`shared/pwa/icons/brigade-${size}.png`));
  return { size, source, fileName: `assets/brigade-${size}-${contentHash(source)}.png` };
});

const STATION_APPS: Record<
  InstallableStation,
  { name: string; shortName: string; startUrl: string; display: 'standalone' | 'fullscreen' }
> = {
  pos: { name: 'Brigade POS', shortName: 'POS', startUrl: '/dashboard/pos', display: 'standalone' },
  kitchen: { name: 'Brigade Kitchen', shortName: 'Kitchen', startUrl: '/dashboard/kitchen', display: 'fullscreen' },
  display: { name: 'Brigade Your Orders', shortName: 'Your Orders', startUrl: '/dashboard/public-display', display: 'fullscreen' },
};

/** One web app manifest per station (its own name, id and start page), content-hashed under /assets/. */
const STATION_MANIFESTS = Object.fromEntries(
  INSTALLABLE_STATIONS.map((station) => {
    const app = STATION_APPS[station];
    const source = JSON.stringify({
      id: app.startUrl,
      name: app.name,
      short_name: app.shortName,
      description: 'Brigade restaurant point of sale',
      start_url: app.startUrl,
      scope: '/',
      display: app.display,
      background_color: '#f4f5f7',
      theme_color: '#1f2430',
      icons: ICONS.flatMap((icon) =>
        (['any', 'maskable'] as const).map((purpose) => ({
          src: `/${icon.fileName}`,
          sizes: `${icon.size}x${icon.size}`,
          type: 'image/png',
          purpose,
        })),
      ),
    });
    return [station, { source, fileName: `assets/brigade-${station}-${contentHash(source)}.webmanifest` }];
  }),
) as Record<InstallableStation, { source: string; fileName: string }>;

/**
 * The station pages link their manifest (what makes them installable); the files are emitted under /assets/, the
 * only static folder the server serves (immutable: the names carry their content hash).
 */
function stationManifests(stations: readonly string[]): Plugin {
  const ours = INSTALLABLE_STATIONS.filter((station) => stations.includes(station));
  return {
    name: 'brigade:station-manifests',
    apply: 'build',
    buildStart() {
      if (ours.length === 0) return;
      for (const icon of ICONS) this.emitFile({ type: 'asset', fileName: icon.fileName, source: icon.source });
      for (const station of ours)
        this.emitFile({ type: 'asset', fileName: STATION_MANIFESTS[station].fileName, source: STATION_MANIFESTS[station].source });
    },
    transformIndexHtml(_html, context) {
      const station = ours.find((candidate) => context.path.endsWith(`/entries/${candidate}.html`));
      if (!station) return;
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: `/${STATION_MANIFESTS[station].fileName}` }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `/${ICONS[0]?.fileName}` }, injectTo: 'head' },
      ];
    },
  };
}

/**
 * What the service worker precaches, from the files of every build pass: each station page under the URL the
 * server answers it at (entries/pos.html → /dashboard/pos), and only the scripts, styles, icons and manifests
 * those pages can load (statically or lazily, read from the passes' Vite manifests), not the back office's.
 */
const stationPrecache: ManifestTransform = (entries) => {
  const wanted = new Set<string>([...ICONS.map((icon) => icon.fileName), ...Object.values(STATION_MANIFESTS).map((file) => file.fileName)]);
  for (const pass of Object.keys(PASS_ENTRIES)) {
    const manifestFile = fromRoot(`dist/.vite/manifest.${pass}.json`);
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
      string,
      { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
    >;
    const stack = PRECACHED_PAGES.map((page) => `entries/${page.entry}.html`);
    const seen = new Set<string>();
    while (stack.length > 0) {
      const key = stack.pop() as string;
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) continue;
      seen.add(key);
      if (!chunk.file.endsWith('.html')) wanted.add(chunk.file);
      for (const css of chunk.css ?? []) wanted.add(css);
      stack.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
    }
  }
  const manifest = entries.flatMap((entry) => {
    const page = PRECACHED_PAGES.find((candidate) => entry.url === `entries/${candidate.entry}.html`);
    if (page) return [{ ...entry, url: page.url }];
    return wanted.has(entry.url) ? [entry] : [];
  });
  return { manifest, warnings: [] };
};

/** vite-plugin-pwa (injectManifest): compiles shared/pwa/sw.ts to dist/sw.js and injects the precache list. */
function stationServiceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'shared/pwa',
    filename: 'sw.ts',
    outDir: fromRoot('dist'),
    // Registered by the stations themselves (shared/pwa/registerServiceWorker.ts, a lazy chunk); the manifests
    // are ours (one per station).
    injectRegister: false,
    manifest: false,
    injectManifest: {
      rollupFormat: 'iife',
      globDirectory: fromRoot('dist'),
      globPatterns: ['assets/**/*.{js,css,png,webmanifest}', ...PRECACHED_PAGES.map((page) => `entries/${page.entry}.html`)],
      // Content-hashed names need no revision of their own.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [stationPrecache],
    },
  });
}

export default defineConfig(({ command, mode }) => {
  const pass: BuildPass = mode === 'preact' || mode === 'print' ? mode : 'react';
  // Both Preact passes: compat aliases and Preact's JSX (the print views import Preact itself).
  const isPreact = pass !== 'react';
  const inputs = inputsFor(PASS_ENTRIES[pass]);
  return {
    root,
    base: '/',
    publicDir: false,
    // Separate dependency caches so the passes (and the dev servers) never share optimized deps.
    cacheDir: fromRoot(pass === 'react' ? 'node_modules/.vite' : `node_modules/.vite-${pass}`),
    plugins: [
      // Short class names in builds, readable ones in dev (every pass).
      vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
      ...(isPreact ? [] : [react()]),
      withoutWebTransport(),
      moduleSizes(`.vite/modules.${pass}.json`),
      stationManifests(PASS_ENTRIES[pass]),
      // The print pass runs last: by then dist/ holds every pass's files, which the worker precaches.
      ...(pass === 'print' && command === 'build' ? stationServiceWorker() : []),
    ],
    oxc: isPreact ? { jsx: { runtime: 'automatic', importSource: 'preact' } } : undefined,
    resolve: {
      alias: isPreact ? PREACT_ALIASES : [SYNC_EXTERNAL_STORE_ALIAS],
      dedupe: isPreact ? ['preact'] : ['react', 'react-dom'],
    },
    build: {
      outDir: fromRoot('dist'),
      // The Preact passes add to the React pass's output.
      emptyOutDir: pass === 'react',
      assetsDir: 'assets',
      target: 'es2022',
      // Every browser Brigade targets (es2022) knows <link rel="modulepreload">; the polyfill was 0.2-0.35 KiB
      // gzip on every entry for none of them. Preloading is a hint: without it, imports still load.
      modulePreload: { polyfill: false },
      // One manifest per pass (bench/bundle-size.mjs reads them all).
      manifest: `.vite/manifest.${pass}.json`,
      rolldownOptions: {
        input: inputs,
        output: {
          // Named shared chunks. React pass: third-party code apart from our own shared core, each split by the set
          // of entries that use it. Preact passes: one chunk per audience (audienceGroups), so the kitchen's and the
          // display's first screens come in two and three files.
          codeSplitting: {
            groups: isPreact
              ? audienceGroups(inputs)
              : [
                  { name: 'vendor', test: /[\\/]node_modules[\\/]/, minShareCount: 2, entriesAware: true, priority: 2 },
                  ...audienceGroups(inputs),
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
