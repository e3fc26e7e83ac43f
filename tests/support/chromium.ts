// Debian's Chromium, as every browser run here starts it (Playwright config, resilience tier, benches): the
// system binary (`npx playwright install` cannot work here) and flags that keep it off the closed network.
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
