import { describe, expect, it } from 'vitest';
import { quoteLifetimeDays, staleBefore } from './purge-rules';

describe('the quote lifetime', () => {
  it('is 30 days when the setting is unset or empty, as in Magento', () => {
    expect(quoteLifetimeDays(null)).toBe(30);
    expect(quoteLifetimeDays('')).toBe(30);
    expect(quoteLifetimeDays('  ')).toBe(30);
  });

  it('takes a whole number of days from 1', () => {
    expect(quoteLifetimeDays('1')).toBe(1);
    expect(quoteLifetimeDays(' 45 ')).toBe(45);
    expect(quoteLifetimeDays('365')).toBe(365);
  });

  it('keeps every cart for a value that is not a whole number of days from 1', () => {
    for (const value of ['0', '-3', '1.5', 'thirty', '7d', '999999'])
      expect(quoteLifetimeDays(value)).toBeNull();
  });

  it('makes a cart stale when it was last updated that many whole days ago', () => {
    const now = new Date('2026-11-25T04:00:00Z');
    expect(staleBefore(now, 30)).toEqual(new Date('2026-10-26T04:00:00Z'));
  });
});
