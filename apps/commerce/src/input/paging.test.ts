import { describe, expect, it } from 'vitest';
import { CommerceError } from '../errors';
import { pageOf, totalPagesOf } from './paging';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CommerceError);
    expect((error as CommerceError).category).toBe('graphql-input');
    return (error as Error).message;
  }
  throw new Error('expected an input error');
}

describe('pageOf', () => {
  it('defaults to the first page of 20', () => {
    expect(pageOf({})).toEqual({ pageSize: 20, currentPage: 1, offset: 0 });
  });

  it('takes the offset from the page and its size', () => {
    expect(pageOf({ pageSize: 36, currentPage: 3 })).toEqual({
      pageSize: 36,
      currentPage: 3,
      offset: 72,
    });
  });

  it('checks currentPage before pageSize, with Magento’s messages', () => {
    expect(messageOf(() => pageOf({ pageSize: 0, currentPage: 0 }))).toBe(
      'currentPage value must be greater than 0.',
    );
    expect(messageOf(() => pageOf({ pageSize: 0 }))).toBe('pageSize value must be greater than 0.');
  });
});

describe('totalPagesOf', () => {
  it('counts pages, rounding up', () => {
    expect(totalPagesOf(pageOf({ pageSize: 10 }), 21)).toBe(3);
  });

  it('refuses a page past the last', () => {
    expect(messageOf(() => totalPagesOf(pageOf({ pageSize: 10, currentPage: 4 }), 21))).toBe(
      'currentPage value 4 specified is greater than the 3 page(s) available.',
    );
  });

  it('accepts any page of an empty list', () => {
    expect(totalPagesOf(pageOf({ currentPage: 5 }), 0)).toBe(0);
  });
});
