import { describe, expect, it } from 'vitest';
import { ratingFromSummary, reviewStars } from './review-rules';

describe('reviewStars', () => {
  it('reads the star score from the breakdown entry named Rating', () => {
    const stars = reviewStars([
      { name: 'Quality', value: '2' },
      { name: 'Rating', value: '4' },
    ]);
    expect(stars).toEqual({ score: 4, max: 5 });
  });

  it('counts a score outside 0..max as 0', () => {
    expect(reviewStars([{ name: 'Rating', value: '7' }]).score).toBe(0);
    expect(reviewStars([{ name: 'Rating', value: '-1' }]).score).toBe(0);
  });

  it('counts a max of 0 or less as 1', () => {
    expect(reviewStars([{ name: 'Rating', value: '1' }], 0)).toEqual({ score: 1, max: 1 });
  });

  it('gives 0 without a Rating entry', () => {
    expect(reviewStars([{ name: 'Value', value: '5' }]).score).toBe(0);
  });
});

describe('ratingFromSummary', () => {
  it('turns the 0–100 rating_summary into stars out of 5', () => {
    expect(ratingFromSummary(80)).toEqual({ score: 4, max: 5 });
  });
});
