import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy } from './security-headers';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe('the page policy', () => {
  const policy = directives(pageContentSecurityPolicy('abc'));

  it('lets Stripe.js load its script, its frames and its API for card payments', () => {
    expect(policy['script-src']).toContain('https://js.stripe.com');
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('allows nothing else of Stripe and still runs scripts only by nonce', () => {
    const stripe = Object.values(policy)
      .flat()
      .filter((source) => source.includes('stripe'));
    expect(new Set(stripe)).toEqual(
      new Set(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://api.stripe.com']),
    );
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(["'nonce-abc'", "'strict-dynamic'"]),
    );
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});
