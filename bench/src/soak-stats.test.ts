import { describe, expect, it } from 'vitest';
import {
  lastHalf,
  percentile,
  rssSlopePerMinute,
  summarizeLatencies,
  vmRssBytes,
} from './soak-stats';

describe('soak figures', () => {
  it('takes the nearest-rank percentile of ascending values', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it('summarizes latencies whatever order they arrive in', () => {
    const values = [...Array.from({ length: 98 }, () => 2), 40, 300].reverse();
    expect(summarizeLatencies(values)).toEqual({ count: 100, p50: 2, p95: 2, p99: 40, max: 300 });
  });

  it('measures RSS growth per minute and calls a flat series flat', () => {
    const mb = 1024 * 1024;
    const growing = [0, 1, 2, 3].map((minute) => ({
      atMs: minute * 60_000,
      bytes: (200 + 5 * minute) * mb,
    }));
    expect(rssSlopePerMinute(growing) / mb).toBeCloseTo(5);
    const flat = growing.map((sample) => ({ ...sample, bytes: 200 * mb }));
    expect(rssSlopePerMinute(flat)).toBe(0);
    expect(rssSlopePerMinute(flat.slice(0, 1))).toBeNaN();
  });

  it('keeps the samples of the second half of the run', () => {
    const samples = [0, 10_000, 20_000, 30_000].map((atMs) => ({ atMs, bytes: 1 }));
    expect(lastHalf(samples, 40_000).map((sample) => sample.atMs)).toEqual([20_000, 30_000]);
  });

  it('reads VmRSS from /proc/<pid>/status in bytes', () => {
    const status = 'Name:\tnode\nVmHWM:\t  300000 kB\nVmRSS:\t  251904 kB\nRssAnon:\t 200000 kB\n';
    expect(vmRssBytes(status)).toBe(251_904 * 1024);
    expect(vmRssBytes('Name:\tkthreadd\n')).toBeNull();
  });
});
