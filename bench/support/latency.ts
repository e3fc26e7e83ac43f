// Latency summaries for the benchmarks: nearest-rank percentiles of samples in ms, to 0.1 ms.
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  worst: number;
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

export function summarizeLatency(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { count: values.length, p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), worst: round(sorted.at(-1) ?? 0) };
}
