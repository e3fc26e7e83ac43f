#!/usr/bin/env node
// npm run size: what each station's first load costs, from dist/ after `npm run build`.
// For every HTML entry: its own chunk plus every statically imported chunk (recursively), and the CSS
// those chunks pull in. Sizes raw and gzip (node:zlib, level 9). Reads Vite's manifests, one per pass.
// Usage: node bench/bundle-size.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const MANIFESTS = ['.vite/manifest.react.json', '.vite/manifest.preact.json'];
const ORDER = ['dashboard', 'pos', 'kitchen', 'display', 'print-receipt', 'print-token'];

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

function entryFiles(manifest, key) {
  const js = new Set();
  const css = new Set();
  const visit = (chunkKey) => {
    const chunk = manifest[chunkKey];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(2)} KiB`;

function total(files) {
  return files.reduce((sum, file) => {
    const size = sizeOf(file);
    return { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip };
  }, { raw: 0, gzip: 0 });
}

const rows = [];
for (const manifestPath of MANIFESTS) {
  const path = join(dist, manifestPath);
  if (!existsSync(path)) {
    console.error(`Missing ${path}: run \`npm run build\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry || !key.endsWith('.html')) continue;
    const name = key.replace(/^.*\//, '').replace(/\.html$/, '');
    const files = entryFiles(manifest, key);
    rows.push({ entry: name, js: total(files.js), css: total(files.css), chunks: files.js.length, stylesheets: files.css.length });
  }
}
rows.sort((a, b) => ORDER.indexOf(a.entry) - ORDER.indexOf(b.entry));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const header = ['entry', 'JS raw', 'JS gzip', 'CSS raw', 'CSS gzip', 'total gzip', 'files'];
  const table = rows.map((row) => [
    row.entry,
    kib(row.js.raw),
    kib(row.js.gzip),
    kib(row.css.raw),
    kib(row.css.gzip),
    kib(row.js.gzip + row.css.gzip),
    `${row.chunks} js + ${row.stylesheets} css`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((line) => line[column].length)));
  const format = (line) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of table) console.log(format(line));
}
