import { describe, expect, it } from 'vitest';
import { externalCheckoutBase, externalCheckoutUrl } from './external-checkout';

describe('the external checkout address', () => {
  it('is off when the setting is empty or not an http address', () => {
    expect(externalCheckoutBase(undefined)).toBeNull();
    expect(externalCheckoutBase('  ')).toBeNull();
    expect(externalCheckoutBase('javascript:alert(1)')).toBeNull();
    expect(externalCheckoutBase('not a url')).toBeNull();
    expect(externalCheckoutBase('https://user:secret@pay.example.com')).toBeNull();
  });

  it('carries the customer token and the cart id in the path', () => {
    const base = externalCheckoutBase('https://pay.example.com/checkout/')!;
    expect(externalCheckoutUrl(base, 'tok123', 'cartABC')).toBe(
      'https://pay.example.com/checkout/tok123/cartABC',
    );
  });

  it('leaves the token segment empty for a guest', () => {
    const base = externalCheckoutBase('https://pay.example.com/checkout')!;
    expect(externalCheckoutUrl(base, '', 'cartABC')).toBe(
      'https://pay.example.com/checkout//cartABC',
    );
  });

  it('escapes the segments so that neither can change the path or the host', () => {
    const base = externalCheckoutBase('https://pay.example.com/c?store=us')!;
    expect(externalCheckoutUrl(base, 'a/b', '../x?y')).toBe(
      'https://pay.example.com/c/a%2Fb/..%2Fx%3Fy?store=us',
    );
  });
});
