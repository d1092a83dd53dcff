import { describe, expect, it } from 'vitest';
import { loaderKey, RequestLoaders } from './request-loaders';

describe('RequestLoaders', () => {
  it('creates a value once per request and key', () => {
    const key = loaderKey<{ n: number }>('counter');
    const loaders = new RequestLoaders();
    let created = 0;
    const first = loaders.get(key, () => ({ n: ++created }));
    const second = loaders.get(key, () => ({ n: ++created }));
    expect(second).toBe(first);
    expect(created).toBe(1);
  });

  it('keeps the values of two requests apart', () => {
    const key = loaderKey<number[]>('list');
    const a = new RequestLoaders().get(key, () => []);
    const b = new RequestLoaders().get(key, () => []);
    expect(a).not.toBe(b);
  });

  it('keeps two keys with the same description apart', () => {
    const loaders = new RequestLoaders();
    loaders.get(loaderKey<string>('same'), () => 'first');
    expect(loaders.get(loaderKey<string>('same'), () => 'second')).toBe('second');
  });
});
