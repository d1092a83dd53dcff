import { describe, expect, it } from 'vitest';
import { Mutex } from './mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('Mutex', () => {
  it('grants the lock to one holder at a time, in the order asked', async () => {
    const mutex = new Mutex();
    const events: string[] = [];
    const holder = async (name: string) => {
      const release = await mutex.acquire();
      events.push(`${name} in`);
      await tick();
      events.push(`${name} out`);
      release();
    };
    await Promise.all([holder('a'), holder('b'), holder('c')]);
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out']);
  });

  it('ignores a second release, so a waiting holder is not let in early', async () => {
    const mutex = new Mutex();
    const first = await mutex.acquire();
    first();
    const second = await mutex.acquire();
    first();
    let thirdIn = false;
    const third = mutex.acquire().then((release) => {
      thirdIn = true;
      return release;
    });
    await tick();
    expect(thirdIn).toBe(false);
    second();
    (await third)();
    expect(thirdIn).toBe(true);
  });
});
