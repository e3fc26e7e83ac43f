// `npm run deadcode` must fail on an export nothing uses and on one only a test uses (a test is an entry in
// knip's default mode, so it counts as a use: the second, production run leaves tests out). This runs the real
// script with the real knip.json on a tiny tree in a temporary folder.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEADCODE: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.deadcode;

let folder = '';
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Runs the deadcode script on a tree where `entries/app.tsx` uses `used` and a test imports `shared/lib.ts`'s `tested`. */
function deadcodeOn(lib: string): { status: number | null; output: string } {
  folder = mkdtempSync(path.join(tmpdir(), 'brigade-deadcode-'));
  cpSync(path.join(ROOT, 'knip.json'), path.join(folder, 'knip.json'));
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'deadcode-fixture', private: true, type: 'module' }),
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'preserve' } }),
    'entries/app.tsx': "import { used } from '../shared/lib';\n\nconsole.log(used);\n",
    'shared/lib.ts': lib,
    'shared/lib.test.ts': "import { tested } from './lib';\n\nconsole.log(tested());\n",
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  const result = spawnSync('sh', ['-c', DEADCODE], {
    cwd: folder,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}` },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Each case runs knip twice on a cold cache: seconds on a loaded machine, so the default 5 s would flake.
describe('npm run deadcode', { timeout: 60_000 }, () => {
  it('fails on an export that only a test uses, and names it', () => {
    const { status, output } = deadcodeOn('export const used = 1;\nexport const tested = () => used;\n');
    expect(status).not.toBe(0);
    expect(output).toContain('tested');
  });

  it('fails on an export nothing uses', () => {
    const { status, output } = deadcodeOn(
      'export const used = 1;\n/** @internal Exported for tests. */\nexport const tested = () => used;\nexport const unused = 2;\n',
    );
    expect(status).not.toBe(0);
    expect(output).toContain('unused');
  });

  it("passes a test-only export marked @internal (knip's tag for a unit tested on its own)", () => {
    const { status, output } = deadcodeOn(
      'export const used = 1;\n/** @internal Exported for tests. */\nexport const tested = () => used;\n',
    );
    expect({ status, output }).toEqual({ status: 0, output: expect.any(String) });
  });
});
