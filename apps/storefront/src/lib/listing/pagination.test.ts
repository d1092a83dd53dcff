import { describe, expect, it } from 'vitest';
import { paginate, totalPages } from './pagination';

describe('paginate', () => {
  it('shows 5 page numbers around the current page', () => {
    expect(paginate(6, 20).pages).toEqual([4, 5, 6, 7, 8]);
  });

  it('keeps the window inside the first and last pages', () => {
    expect(paginate(1, 20).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(20, 20).pages).toEqual([16, 17, 18, 19, 20]);
    expect(paginate(2, 3).pages).toEqual([1, 2, 3]);
  });

  it('offers previous and next only when they exist and clamps a page past the end', () => {
    expect(paginate(1, 3)).toMatchObject({ previous: null, next: 2 });
    expect(paginate(9, 3)).toMatchObject({ current: 3, previous: 2, next: null });
  });
});

describe('totalPages', () => {
  it('rounds up and has at least one page', () => {
    expect(totalPages(73, 36)).toBe(3);
    expect(totalPages(0, 36)).toBe(1);
  });
});
