import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_OPTIONS } from '@/lib/listing/listing-constants';
import {
  PRODUCTS_MAX_PAGE_SIZE,
  categoryListArguments,
  categorySearchArguments,
  productsArguments,
} from './api-arguments';

describe('the category calls of the API-method registry', () => {
  it('refuse a name match under three characters, as Magento does, before calling commerce', () => {
    const args = (match: string) => ({ filters: { name: { match } } });
    expect(categorySearchArguments.safeParse(args('sa')).success).toBe(false);
    expect(categorySearchArguments.safeParse(args(' sa ')).success).toBe(false);
    expect(categorySearchArguments.safeParse(args('sat')).success).toBe(true);
  });

  it('sort products by Newest (news_from_date) in either direction, and by nothing unknown', () => {
    expect(productsArguments.safeParse({ sort: { news_from_date: 'DESC' } }).success).toBe(true);
    expect(productsArguments.safeParse({ sort: { news_from_date: 'NEWEST' } }).success).toBe(false);
    expect(productsArguments.safeParse({ sort: { created_at: 'DESC' } }).success).toBe(false);
  });

  it('ask for products at most a page of 48, the largest listing page', () => {
    expect(productsArguments.safeParse({ pageSize: 48 }).success).toBe(true);
    expect(productsArguments.safeParse({ pageSize: 49 }).success).toBe(false);
    expect(PRODUCTS_MAX_PAGE_SIZE).toBe(Math.max(...PAGE_SIZE_OPTIONS));
  });

  it('ask for at most the category menu page size of 99', () => {
    expect(categoryListArguments.safeParse({ pageSize: 99 }).success).toBe(true);
    expect(categoryListArguments.safeParse({ pageSize: 100 }).success).toBe(false);
  });
});
