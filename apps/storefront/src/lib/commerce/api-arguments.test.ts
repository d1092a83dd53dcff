import { describe, expect, it } from 'vitest';
import { categoryListArguments, categorySearchArguments } from './api-arguments';

describe('the category calls of the API-method registry', () => {
  it('refuse a name match under three characters, as Magento does, before calling commerce', () => {
    const args = (match: string) => ({ filters: { name: { match } } });
    expect(categorySearchArguments.safeParse(args('sa')).success).toBe(false);
    expect(categorySearchArguments.safeParse(args(' sa ')).success).toBe(false);
    expect(categorySearchArguments.safeParse(args('sat')).success).toBe(true);
  });

  it('ask for at most the category menu page size of 99', () => {
    expect(categoryListArguments.safeParse({ pageSize: 99 }).success).toBe(true);
    expect(categoryListArguments.safeParse({ pageSize: 100 }).success).toBe(false);
  });
});
