import { describe, expect, it } from 'vitest';
import { ratingPercent } from './rating';

describe('ratingPercent', () => {
  it('makes a 5-star vote 100', () => {
    expect(ratingPercent(5, 1)).toBe(100);
  });

  it('averages votes to two decimals', () => {
    expect(ratingPercent(4 + 5 + 5, 3)).toBe(93.33);
  });

  it('is 0 without votes', () => {
    expect(ratingPercent(0, 0)).toBe(0);
  });
});
