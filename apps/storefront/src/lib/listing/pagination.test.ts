import { describe, expect, it } from 'vitest';
import { pageBeyondLast, paginate, totalPages } from './pagination';

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

describe('pageBeyondLast', () => {
  it('sends a page past the end to the last page', () => {
    expect(pageBeyondLast(99, 3)).toBe(3);
    expect(pageBeyondLast(2, 1)).toBe(1);
  });

  it('leaves pages in range and empty listings alone', () => {
    expect(pageBeyondLast(3, 3)).toBeNull();
    expect(pageBeyondLast(1, 3)).toBeNull();
    expect(pageBeyondLast(5, 0)).toBeNull();
  });
});
