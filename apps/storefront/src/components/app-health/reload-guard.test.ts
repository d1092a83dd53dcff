import { describe, expect, it } from 'vitest';
import { isChunkLoadFailure, mayReload, parseStoredTime, RELOAD_GUARD_MS } from './reload-guard';

describe('mayReload', () => {
  it('allows the first reload', () => {
    expect(mayReload(null, 1_000)).toBe(true);
  });

  it('allows at most one reload per 60 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(60_000);
    expect(mayReload(100_000, 159_999)).toBe(false);
    expect(mayReload(100_000, 160_000)).toBe(true);
  });

  it('allows a reload when the stored time lies in the future (clock changed)', () => {
    expect(mayReload(500_000, 100_000)).toBe(true);
  });
});

describe('parseStoredTime', () => {
  it('reads a stored timestamp and ignores garbage', () => {
    expect(parseStoredTime('1234')).toBe(1234);
    expect(parseStoredTime('abc')).toBeNull();
    expect(parseStoredTime(null)).toBeNull();
  });
});

describe('isChunkLoadFailure', () => {
  it('recognises webpack, Turbopack and native dynamic-import failures', () => {
    expect(isChunkLoadFailure({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading chunk 123 failed.'))).toBe(true);
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /_next/x.js')),
    ).toBe(true);
    expect(isChunkLoadFailure('Importing a module script failed.')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});
