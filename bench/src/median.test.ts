import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('is the middle of an odd number of runs, whatever their order', () => {
    expect(median([96, 87, 99])).toBe(96);
  });

  it('is the mean of the two middle values of an even number of runs', () => {
    expect(median([90, 96, 94, 99])).toBe(95);
  });

  it('leaves out runs without a value, and is null when none has one', () => {
    expect(median([null, 93, null])).toBe(93);
    expect(median([null, null])).toBeNull();
  });
});
