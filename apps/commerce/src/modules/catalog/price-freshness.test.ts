import { describe, expect, it } from 'vitest';
import { PriceFreshness, type CatalogIndexer } from './catalog-index';

function fakeIndexer(nextChanges: Array<number | null>) {
  const calls = { refreshes: 0, reads: 0 };
  const indexer = {
    async refreshDuePrices() {
      calls.refreshes += 1;
      return 1;
    },
    async nextPriceChange() {
      const next = nextChanges[Math.min(calls.reads, nextChanges.length - 1)]!;
      calls.reads += 1;
      return next === null ? null : new Date(next);
    },
  } as unknown as CatalogIndexer;
  return { indexer, calls };
}

describe('price freshness', () => {
  it('reads the next special-price date once, then not again within the recheck time', async () => {
    let now = 1_000;
    const { indexer, calls } = fakeIndexer([null]);
    const freshness = new PriceFreshness(indexer, 60_000, () => now);
    await freshness.ensure();
    now += 59_000;
    await freshness.ensure();
    expect(calls).toEqual({ refreshes: 0, reads: 1 });
    now += 2_000;
    await freshness.ensure();
    expect(calls).toEqual({ refreshes: 0, reads: 2 });
  });

  it('recomputes due prices as soon as the next date has passed, once for concurrent readers', async () => {
    let now = 1_000;
    const { indexer, calls } = fakeIndexer([5_000, null]);
    const freshness = new PriceFreshness(indexer, 60_000, () => now);
    await freshness.ensure();
    now = 4_999;
    await freshness.ensure();
    expect(calls.refreshes).toBe(0);
    now = 5_000;
    await Promise.all([freshness.ensure(), freshness.ensure(), freshness.ensure()]);
    expect(calls).toEqual({ refreshes: 1, reads: 2 });
    await freshness.ensure();
    expect(calls.refreshes).toBe(1);
  });
});
