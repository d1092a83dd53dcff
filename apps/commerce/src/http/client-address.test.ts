import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyList } from './client-address';

describe('the client address', () => {
  const none = trustedProxyList([]);
  const storefront = trustedProxyList(['10.0.0.0/8', '127.0.0.1', '::1']);

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', none)).toBe('127.0.0.1');
    expect(clientAddress('::ffff:192.0.2.1', undefined, none)).toBe('192.0.2.1');
    expect(clientAddress(undefined, '203.0.113.7', none)).toBe('unknown');
  });

  it('is the last address before the trusted proxies when the peer is one of them', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', storefront)).toBe('203.0.113.7');
    expect(
      clientAddress('::ffff:10.1.2.3', '198.51.100.1, 203.0.113.7, 10.0.0.9', storefront),
    ).toBe('203.0.113.7');
  });

  it('stops at a hop that is not an address, keeping the last trusted one', () => {
    expect(clientAddress('10.0.0.1', 'nonsense', storefront)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', '10.0.0.2', storefront)).toBe('10.0.0.2');
  });

  it('is not fooled by a peer outside the trusted ranges', () => {
    expect(clientAddress('11.0.0.1', '203.0.113.7', storefront)).toBe('11.0.0.1');
  });
});
