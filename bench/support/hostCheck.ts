// A fixed piece of CPU work timed before and after a benchmark, so a figure comes with the state of the host
// it was taken on. On a shared VM the same code's figures move with the neighbours (on one idle
// machine this check took 69 ms, then 74–202 ms a few minutes later); a run whose check is well above the
// quiet figure measured the host, not Brigade. A sample, not a proof (a quiet check can sit beside a slow run):
// the server's CPU per order, which create-order prints, is the steadier sign. Median of five, in ms; lower is faster.
const QUIET_HOST_MS = 70;

function timedWork(): number {
  const started = process.hrtime.bigint();
  let sum = 0;
  for (let index = 0; index < 50_000_000; index += 1) sum += index % 7;
  if (sum < 0) throw new Error('unreachable: keeps the loop from being optimised away');
  return Number(process.hrtime.bigint() - started) / 1e6;
}

export function hostCheckMs(): number {
  const samples = Array.from({ length: 5 }, timedWork).sort((a, b) => a - b);
  return Math.round(samples[2] ?? 0);
}

/** `host check: 71 ms before, 74 ms after (a quiet host of this kind: ~70 ms)` */
export function describeHostCheck(beforeMs: number, afterMs: number): string {
  return `host check (fixed CPU loop, median of 5): ${beforeMs} ms before, ${afterMs} ms after (a quiet host of this kind: ~${QUIET_HOST_MS} ms)`;
}
