import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { currentLogger, requestIdFrom, withRequestLogger } from './logger';

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

describe('currentLogger', () => {
  const root = pino({ level: 'silent' });
  const requestLogger = root.child({ requestId: 'req-1' });

  it('is the fallback outside any request', () => {
    expect(currentLogger(root)).toBe(root);
  });

  it('is the request’s logger in everything the request starts, across awaits and timers', async () => {
    const seen = await withRequestLogger(requestLogger, async () => {
      await Promise.resolve();
      const later = await new Promise<unknown>((resolve) =>
        setTimeout(() => resolve(currentLogger(root)), 1),
      );
      return [currentLogger(root), later];
    });
    expect(seen).toEqual([requestLogger, requestLogger]);
  });

  it('keeps concurrent requests apart', async () => {
    const other = root.child({ requestId: 'req-2' });
    const [first, second] = await Promise.all([
      withRequestLogger(requestLogger, async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return currentLogger(root);
      }),
      withRequestLogger(other, async () => currentLogger(root)),
    ]);
    expect(first).toBe(requestLogger);
    expect(second).toBe(other);
  });
});
