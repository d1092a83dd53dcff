import { describe, expect, it } from 'vitest';
import { customerOrderArguments, customerOrdersArguments } from './order-arguments';

describe('the order methods refuse what commerce should never see', () => {
  it('takes a page and a page size within bounds', () => {
    expect(customerOrdersArguments.safeParse({}).success).toBe(true);
    expect(customerOrdersArguments.safeParse({ currentPage: 3, pageSize: 10 }).success).toBe(true);
  });

  it('refuses a page size or a page past their bounds, or not whole', () => {
    for (const args of [
      { pageSize: 51 },
      { pageSize: 0 },
      { currentPage: 0 },
      { currentPage: 1001 },
      { currentPage: 1.5 },
    ]) {
      expect(customerOrdersArguments.safeParse(args).success, JSON.stringify(args)).toBe(false);
    }
  });

  it('refuses unknown fields, so a caller cannot slip in a filter or another customer', () => {
    expect(customerOrdersArguments.safeParse({ filter: { number: { match: '' } } }).success).toBe(
      false,
    );
    expect(customerOrderArguments.safeParse({ number: '000000001', customerId: 2 }).success).toBe(
      false,
    );
  });

  it('takes one order number and refuses anything that cannot be one', () => {
    expect(customerOrderArguments.safeParse({ number: '000000001' }).success).toBe(true);
    for (const number of ['', '%', '1'.repeat(33), ['000000001']]) {
      expect(customerOrderArguments.safeParse({ number }).success, String(number)).toBe(false);
    }
  });
});
