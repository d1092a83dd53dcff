import { describe, expect, it } from 'vitest';
import { cardSwatches } from './swatches';

describe('cardSwatches', () => {
  it('shows up to 5 colours in full', () => {
    expect(cardSwatches([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3, 4, 5], more: 0 });
  });

  it('shows the first 4 and a +N count above 5 colours', () => {
    expect(cardSwatches([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4], more: 3 });
  });
});
