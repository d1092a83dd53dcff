import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './logger';

describe('requestIdFrom', () => {
  it('keeps the caller’s x-request-id', () => {
    expect(requestIdFrom('storefront-7f3a')).toBe('storefront-7f3a');
  });

  it('generates a UUID when the header is absent', () => {
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces an id that could inject into logs or headers', () => {
    expect(requestIdFrom('abc\nforged: yes')).not.toContain('forged');
    expect(requestIdFrom('x'.repeat(500))).toHaveLength(36);
  });
});
