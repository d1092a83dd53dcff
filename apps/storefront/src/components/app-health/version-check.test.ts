import { describe, expect, it, vi } from 'vitest';
import { checkVersion, VERSION_CHECK_INTERVAL_MS } from './version-check';

function responding(body: unknown, ok = true) {
  return vi.fn(async () => ({
    ok,
    json: async () => {
      if (body instanceof Error) throw body;
      return body;
    },
  }));
}

describe('checkVersion', () => {
  it('checks every 300000 ms', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300_000);
  });

  it('reports current when the deployed version equals the page version', async () => {
    const log = vi.fn();
    const fetch = responding({ version: 'build-1' });
    expect(await checkVersion('build-1', { fetch, log })).toBe('current');
    expect(fetch).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    expect(log).not.toHaveBeenCalled();
  });

  it('reports outdated when the deployed version differs', async () => {
    expect(
      await checkVersion('build-1', { fetch: responding({ version: 'build-2' }), log: vi.fn() }),
    ).toBe('outdated');
  });

  it('logs Malformed version response for a body without a version', async () => {
    const log = vi.fn();
    expect(await checkVersion('build-1', { fetch: responding({ v: 1 }), log })).toBe('malformed');
    expect(log).toHaveBeenCalledWith('Malformed version response');
  });

  it('logs Malformed version response for a body that is not JSON', async () => {
    const log = vi.fn();
    expect(await checkVersion('build-1', { fetch: responding(new SyntaxError('bad')), log })).toBe(
      'malformed',
    );
    expect(log).toHaveBeenCalledWith('Malformed version response');
  });

  it('logs Request failed when the request throws or answers an error status', async () => {
    const log = vi.fn();
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    expect(await checkVersion('build-1', { fetch: failing, log })).toBe('failed');
    expect(await checkVersion('build-1', { fetch: responding({}, false), log })).toBe('failed');
    expect(log).toHaveBeenNthCalledWith(1, 'Request failed');
    expect(log).toHaveBeenNthCalledWith(2, 'Request failed');
  });
});
