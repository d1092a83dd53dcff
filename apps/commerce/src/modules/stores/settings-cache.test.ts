import { describe, expect, it } from 'vitest';
import { SettingsCache } from './settings-cache';

function counter<T>(value: T) {
  const load = Object.assign(
    async () => {
      load.calls += 1;
      return value;
    },
    { calls: 0 },
  );
  return load;
}

describe('SettingsCache', () => {
  it('serves a loaded value again without loading it until it expires', async () => {
    let now = 1_000;
    const cache = new SettingsCache({ ttlMs: 100, now: () => now });
    const load = counter('EUR');
    expect(await cache.get('currency', load)).toBe('EUR');
    now += 99;
    expect(await cache.get('currency', load)).toBe('EUR');
    expect(load.calls).toBe(1);
    now += 1;
    await cache.get('currency', load);
    expect(load.calls).toBe(2);
  });

  it('loads again after a purge, at once', async () => {
    const cache = new SettingsCache({ ttlMs: 60_000, now: () => 0 });
    await cache.get('config', async () => 'before');
    cache.purge();
    expect(await cache.get('config', async () => 'after')).toBe('after');
  });

  it('keeps the values of different keys apart', async () => {
    const cache = new SettingsCache({ ttlMs: 60_000 });
    await cache.get('store:default', async () => 'default');
    expect(await cache.get('store:at', async () => 'at')).toBe('at');
    expect(await cache.get('store:default', async () => 'other')).toBe('default');
  });

  it('shares one load between readers that ask at the same moment', async () => {
    const cache = new SettingsCache({ ttlMs: 60_000 });
    const load = counter(42);
    const answers = await Promise.all([cache.get('rates', load), cache.get('rates', load)]);
    expect(answers).toEqual([42, 42]);
    expect(load.calls).toBe(1);
  });

  it('forgets a failed load, so the next read tries again', async () => {
    const cache = new SettingsCache({ ttlMs: 60_000 });
    await expect(
      cache.get('config', async () => {
        throw new Error('connection lost');
      }),
    ).rejects.toThrow('connection lost');
    expect(await cache.get('config', async () => 'loaded')).toBe('loaded');
  });

  it('loads on every read with a lifetime of zero', async () => {
    const cache = new SettingsCache({ ttlMs: 0 });
    const load = counter(1);
    await cache.get('config', load);
    await cache.get('config', load);
    expect(load.calls).toBe(2);
  });
});
