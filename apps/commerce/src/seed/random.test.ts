import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for a different seed', () => {
    const a = createRandom('loomfront');
    const b = createRandom('loomfront');
    const c = createRandom('other');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('keeps int within its bounds, both included', () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow('pick from an empty list');
  });
});

describe('hashString', () => {
  it('is a stable unsigned 32-bit FNV-1a hash', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});
