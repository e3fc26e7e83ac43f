#!/usr/bin/env node
// pretest: the e2e tier drives Debian's Chromium (never a downloaded browser). Install it when it is
// missing and we are root; otherwise say in one line what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`Installing ${packages.join(', ')} from Debian packages...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!existsSync(CHROMIUM)) {
  if (!isRoot) {
    console.error(`Missing ${CHROMIUM}: install Debian's chromium package (sudo apt-get install chromium) and run npm test again.`);
    process.exit(1);
  }
  aptInstall(['chromium', 'fonts-liberation']);
}
