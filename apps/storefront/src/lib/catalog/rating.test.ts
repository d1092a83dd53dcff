import { describe, expect, it } from 'vitest';
import { clampRating, ratingFromSummary } from './rating';

describe('clampRating', () => {
  it('defaults the maximum to 5', () => {
    expect(clampRating(4)).toEqual({ score: 4, max: 5 });
  });

  it('counts a score outside 0..max as 0', () => {
    expect(clampRating(6)).toEqual({ score: 0, max: 5 });
    expect(clampRating(-1)).toEqual({ score: 0, max: 5 });
    expect(clampRating(Number.NaN)).toEqual({ score: 0, max: 5 });
    expect(clampRating(null)).toEqual({ score: 0, max: 5 });
  });

  it('counts a maximum of 0 or less as 1', () => {
    expect(clampRating(1, 0)).toEqual({ score: 1, max: 1 });
    expect(clampRating(3, -2)).toEqual({ score: 0, max: 1 });
  });
});

describe('ratingFromSummary', () => {
  it('maps a Magento rating summary percentage onto the star scale', () => {
    expect(ratingFromSummary(80)).toEqual({ score: 4, max: 5 });
    expect(ratingFromSummary(93)).toEqual({ score: 4.7, max: 5 });
    expect(ratingFromSummary(120)).toEqual({ score: 0, max: 5 });
  });
});
