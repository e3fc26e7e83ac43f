// A newcomer finds things by folder: a folder past 25 files is a sign to split it by resource. One that stays
// larger says why in docs/architecture.md ("Folders past 25 files"), or this test fails and names it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_ROOTS = ['entries', 'stations', 'shared', 'print', 'server', 'tests', 'bench', 'scripts', 'lint'];
const MOST_FILES = 25;

function folderSizes(dir: string, sizes = new Map<string, number>()): Map<string, number> {
  const entries = readdirSync(path.join(ROOT, dir), { withFileTypes: true });
  sizes.set(dir, entries.filter((entry) => entry.isFile()).length);
  for (const entry of entries) if (entry.isDirectory()) folderSizes(path.posix.join(dir, entry.name), sizes);
  return sizes;
}

/** The folders docs/architecture.md gives a reason for: "- `server/db/migrations`: …" under its heading. */
function explainedFolders(): Set<string> {
  const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = doc.split('## Folders past 25 files')[1]?.split('\n## ')[0] ?? '';
  return new Set([...section.matchAll(/^- `([^`]+)`: \S/gm)].map((match) => match[1] ?? ''));
}

describe('folder sizes', () => {
  it(`every folder past ${MOST_FILES} files says why in docs/architecture.md`, () => {
    const explained = explainedFolders();
    const sizes = new Map(SOURCE_ROOTS.flatMap((root) => [...folderSizes(root)]));
    const unexplained = [...sizes]
      .filter(([dir, count]) => count > MOST_FILES && !explained.has(dir))
      .map(([dir, count]) => `${dir} (${count})`);
    expect(unexplained).toEqual([]);
  });

  it('names only folders that are past 25 files (a stale reason is removed when the folder is split)', () => {
    const sizes = new Map(SOURCE_ROOTS.flatMap((root) => [...folderSizes(root)]));
    const stale = [...explainedFolders()].filter((dir) => (sizes.get(dir) ?? 0) <= MOST_FILES);
    expect(stale).toEqual([]);
  });
});
