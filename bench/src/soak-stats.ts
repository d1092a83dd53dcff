// Figures of the soak run: latency percentiles, and how fast the commerce RSS still grows.

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of ascending values (`p` in 0–100). */
export function percentile(ascending: readonly number[], p: number): number {
  if (ascending.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * ascending.length);
  return ascending[Math.min(ascending.length, Math.max(1, rank)) - 1]!;
}

export function summarizeLatencies(values: readonly number[]): LatencySummary {
  const ascending = [...values].sort((a, b) => a - b);
  return {
    count: ascending.length,
    p50: percentile(ascending, 50),
    p95: percentile(ascending, 95),
    p99: percentile(ascending, 99),
    max: ascending.length ? ascending[ascending.length - 1]! : Number.NaN,
  };
}

export interface RssSample {
  /** Milliseconds since the load started. */
  atMs: number;
  bytes: number;
}

/** Least-squares growth of the samples, in bytes per minute (NaN for fewer than two samples). */
export function rssSlopePerMinute(samples: readonly RssSample[]): number {
  if (samples.length < 2) return Number.NaN;
  const n = samples.length;
  const meanT = samples.reduce((sum, s) => sum + s.atMs, 0) / n;
  const meanB = samples.reduce((sum, s) => sum + s.bytes, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const { atMs, bytes } of samples) {
    covariance += (atMs - meanT) * (bytes - meanB);
    variance += (atMs - meanT) ** 2;
  }
  return variance === 0 ? Number.NaN : (covariance / variance) * 60_000;
}

/** The samples taken in the second half of a run of `durationMs`. */
export function lastHalf(samples: readonly RssSample[], durationMs: number): RssSample[] {
  return samples.filter((sample) => sample.atMs >= durationMs / 2);
}

/** VmRSS of a process in bytes, from the text of /proc/<pid>/status. */
export function vmRssBytes(status: string): number | null {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match ? Number(match[1]) * 1024 : null;
}
