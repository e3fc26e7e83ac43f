// The dependency rules of docs/architecture.md are enforced by `npm run lint` (.oxlintrc.json). This proves each
// rule bites: every fixture under lint-fixtures/ breaks one rule on purpose (or, "expect no diagnostics", keeps
// them where a careless pattern would fire), and is linted with the project's own config. Override globs are
// relative to the config file, so the fixtures are copied with the config into a temporary folder where their
// paths read as the real ones (lint-fixtures/server/http/x.ts → server/http/x.ts); the real lint ignores them.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./lint-fixtures/', import.meta.url));
const CONFIG = path.join(ROOT, '.oxlintrc.json');
const OXLINT = path.join(ROOT, 'node_modules', '.bin', 'oxlint');

interface Diagnostic {
  code: string;
  message: string;
  help?: string;
  filename: string;
}

interface Fixture {
  /** Path as it would be in the real tree, e.g. server/http/orders/importsRepository.ts */
  file: string;
  /** undefined: the fixture must lint clean. */
  expected?: { code: string; text: string };
}

/** Second line of each fixture: `// expect <code>: <message>`, `// expect <code>` or `// expect no diagnostics`. */
function readFixture(file: string): Fixture {
  const header = readFileSync(path.join(FIXTURES, file), 'utf8').split('\n')[1] ?? '';
  if (header === '// expect no diagnostics') return { file };
  const match = /^\/\/ expect (\S+?)(?:: (.+))?$/.exec(header);
  if (!match?.[1]) throw new Error(`${file}: second line must say what the lint expects`);
  return { file, expected: { code: match[1], text: match[2] ?? '' } };
}

function listFixtures(dir = ''): string[] {
  return readdirSync(path.join(FIXTURES, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? listFixtures(relative) : [relative];
  });
}

/** The custom messages the config restricts with: each must be proved by at least one fixture. */
function configuredMessages(): string[] {
  const json = readFileSync(CONFIG, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n');
  const messages = new Set<string>();
  JSON.parse(json, (key, value: unknown) => {
    if (key === 'message' && typeof value === 'string') messages.add(value);
    return value;
  });
  return [...messages];
}

const fixtures = listFixtures().map(readFixture);
let diagnostics: Diagnostic[] = [];
let workDir = '';

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'brigade-lint-fixtures-'));
  cpSync(FIXTURES, workDir, { recursive: true });
  cpSync(CONFIG, path.join(workDir, '.oxlintrc.json'));
  // The config loads Brigade's own rules from lint/ (jsPlugins), relative to itself.
  cpSync(path.join(ROOT, 'lint'), path.join(workDir, 'lint'), { recursive: true });
  const run = spawnSync(OXLINT, ['-c', '.oxlintrc.json', '--disable-nested-config', '--format', 'json', '.'], {
    cwd: workDir,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('dependency rules (docs/architecture.md) fail the lint', () => {
  it.each(fixtures.filter((fixture) => fixture.expected))('$file', ({ file, expected }) => {
    const found = diagnostics.filter((diagnostic) => diagnostic.filename === file);
    expect(found.length, `${file} should fail the lint`).toBeGreaterThan(0);
    for (const diagnostic of found) {
      expect(diagnostic.code).toBe(expected?.code);
      expect(`${diagnostic.message} ${diagnostic.help ?? ''}`).toContain(expected?.text);
    }
  });

  it.each(fixtures.filter((fixture) => !fixture.expected))('$file lints clean', ({ file }) => {
    const found = diagnostics.filter((diagnostic) => diagnostic.filename === file);
    expect(found.map((diagnostic) => `${diagnostic.code} ${diagnostic.message} ${diagnostic.help ?? ''}`)).toEqual([]);
  });

  it('has a failing fixture for every restriction message in .oxlintrc.json', () => {
    const proved = new Set(fixtures.map((fixture) => fixture.expected?.text));
    expect(configuredMessages().filter((message) => !proved.has(message))).toEqual([]);
  });
});
