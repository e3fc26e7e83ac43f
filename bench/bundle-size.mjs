#!/usr/bin/env node
// npm run size: what each station's first load costs, from dist/ after `npm run build`, against its budget
// (bench/bundle-budgets.json). Exits 1 when an entry is over budget, has no budget, or the build is
// missing, so `npm test` (tests/run-all.mjs) fails on a regression.
//   initial: the entry's chunk plus every statically imported chunk, recursively: exactly the chunks Vite
//            lists as <link rel="modulepreload"> for the page, all needed before its first screen works.
//   lazy:    chunks reachable only through import() (routes, dialogs, the toaster, the socket client).
// Sizes raw and gzip (node:zlib, level 9), from Vite's manifests, one per build pass.
// Usage: node bench/bundle-size.mjs [--json] [--dist <dir>] [--modules [entry]]
//   --modules: what the initial chunks carry, by package or folder and by module (rolldown's rendered bytes,
//              after tree-shaking and before minification, from dist/.vite/modules.*.json).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const valueAfter = (flag) => {
  const index = args.indexOf(flag);
  const value = index >= 0 ? args[index + 1] : undefined;
  return value && !value.startsWith('--') ? value : undefined;
};
const dist = valueAfter('--dist') ? resolve(valueAfter('--dist')) : fileURLToPath(new URL('../dist/', import.meta.url));
const budgets = JSON.parse(readFileSync(fileURLToPath(new URL('./bundle-budgets.json', import.meta.url)), 'utf8')).initialJsGzipKiB;
const PASSES = [
  { manifest: '.vite/manifest.react.json', modules: '.vite/modules.react.json' },
  { manifest: '.vite/manifest.preact.json', modules: '.vite/modules.preact.json' },
  { manifest: '.vite/manifest.print.json', modules: '.vite/modules.print.json' },
];
const ORDER = ['dashboard', 'pos', 'kitchen', 'display', 'print-receipt', 'print-token'];
const KIB = 1024;

const kib = (bytes) => `${(bytes / KIB).toFixed(2)} KiB`;
const byStation = (a, b) => ORDER.indexOf(a.entry) - ORDER.indexOf(b.entry);

const sizeCache = new Map();
function sizeOf(file) {
  let size = sizeCache.get(file);
  if (!size) {
    const bytes = readFileSync(join(dist, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizeCache.set(file, size);
  }
  return size;
}

/** JS and CSS files of `key` and everything it imports statically (and, with `dynamic`, lazily). */
function closure(manifest, key, { dynamic }) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const stack = [key];
  while (stack.length > 0) {
    const current = stack.pop();
    const chunk = manifest[current];
    if (!chunk || seen.has(current)) continue;
    seen.add(current);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    stack.push(...(chunk.imports ?? []));
    if (dynamic) stack.push(...(chunk.dynamicImports ?? []));
  }
  return { js, css };
}

function total(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip, files: files.size };
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

const rows = [];
const problems = [];
for (const pass of PASSES) {
  const path = join(dist, pass.manifest);
  if (!existsSync(path)) {
    console.error(`Missing ${path}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const manifest = readJson(path);
  const modulesPath = join(dist, pass.modules);
  const modulesByChunk = existsSync(modulesPath) ? readJson(modulesPath) : undefined;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry || !key.endsWith('.html')) continue;
    const entry = key.replace(/^.*\//, '').replace(/\.html$/, '');
    const initial = closure(manifest, key, { dynamic: false });
    const everything = closure(manifest, key, { dynamic: true });
    const js = total(initial.js);
    const budgetKiB = budgets[entry];
    rows.push({
      entry,
      js,
      css: total(initial.css),
      lazyJs: total(new Set([...everything.js].filter((file) => !initial.js.has(file)))),
      budgetKiB: budgetKiB ?? null,
      isOverBudget: budgetKiB === undefined || js.gzip > budgetKiB * KIB,
      initialFiles: [...initial.js],
      modulesByChunk,
    });
  }
}
rows.sort(byStation);
for (const row of rows) {
  if (row.budgetKiB === null) problems.push(`${row.entry}: no budget in bench/bundle-budgets.json`);
  else if (row.isOverBudget)
    problems.push(`${row.entry}: ${kib(row.js.gzip)} of initial JS (gzip) is over its ${row.budgetKiB} KiB budget`);
}
for (const entry of Object.keys(budgets)) {
  if (!rows.some((row) => row.entry === entry)) problems.push(`${entry}: has a budget but no entry in the build`);
}

function printTable(header, table, leftColumns) {
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column].length)));
  const last = header.length - 1;
  const pad = (cell, column) =>
    leftColumns.includes(column) ? (column === last ? cell : cell.padEnd(widths[column])) : cell.padStart(widths[column]);
  const format = (line) => line.map(pad).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of table) console.log(format(line));
}

/** Package (node_modules/…) or our folder (two levels) a module id belongs to. */
function groupOf(id) {
  const inPackage = id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return inPackage ? inPackage[1] : id.split('/').slice(0, 2).join('/');
}

/** The `count` largest entries of a name → bytes map, as table lines. */
function largest(map, count) {
  return [...map]
    .filter(([, bytes]) => bytes > 0)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => [kib(bytes), name]);
}

function printModules(row) {
  if (!row.modulesByChunk) {
    console.log(`\n${row.entry}: no module sizes (dist/.vite/modules.*.json); rebuild with this vite.config.ts.`);
    return;
  }
  const modules = new Map();
  for (const file of row.initialFiles) {
    for (const [id, bytes] of Object.entries(row.modulesByChunk[file] ?? {})) modules.set(id, (modules.get(id) ?? 0) + bytes);
  }
  const groups = new Map();
  for (const [id, bytes] of modules) groups.set(groupOf(id), (groups.get(groupOf(id)) ?? 0) + bytes);
  console.log(`\n${row.entry}: initial chunks carry (rendered bytes before minification)`);
  printTable(['size', 'package or folder'], largest(groups, 25), [1]);
  console.log('');
  printTable(['size', 'largest modules'], largest(modules, 15), [1]);
}

if (args.includes('--json')) {
  const plain = rows.map((row) => ({
    entry: row.entry,
    js: row.js,
    css: row.css,
    lazyJs: row.lazyJs,
    budgetKiB: row.budgetKiB,
    isOverBudget: row.isOverBudget,
  }));
  console.log(JSON.stringify({ rows: plain, problems }, null, 2));
} else {
  printTable(
    ['entry', 'initial JS gzip', 'budget', 'status', 'initial JS raw', 'lazy JS gzip', 'initial CSS gzip', 'initial files'],
    rows.map((row) => [
      row.entry,
      kib(row.js.gzip),
      row.budgetKiB === null ? 'none' : `${row.budgetKiB} KiB`,
      row.isOverBudget ? 'OVER' : 'ok',
      kib(row.js.raw),
      kib(row.lazyJs.gzip),
      kib(row.css.gzip),
      `${row.js.files} js + ${row.css.files} css`,
    ]),
    [0, 3],
  );
  if (args.includes('--modules')) {
    const only = valueAfter('--modules');
    for (const row of rows) if (!only || row.entry === only) printModules(row);
  }
}
if (problems.length > 0) {
  console.error(`\nBundle budget check failed (bench/bundle-budgets.json):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
if (!args.includes('--json')) console.log('\nEvery entry is within its budget (bench/bundle-budgets.json).');
