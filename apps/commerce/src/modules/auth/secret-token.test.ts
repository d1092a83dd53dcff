import { describe, expect, it } from 'vitest';
import { digestToken, newSecretToken, plausibleToken } from './secret-token';

describe('secret tokens', () => {
  it('are 256 random bits in base64url, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newSecretToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their SHA-256 digest', () => {
    const token = newSecretToken();
    expect(digestToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(digestToken(token)).toBe(digestToken(token));
    expect(digestToken(token)).not.toBe(digestToken(newSecretToken()));
  });

  it('refuses strings that cannot be one of ours before any lookup', () => {
    expect(plausibleToken(newSecretToken())).toBe(true);
    expect(plausibleToken('short')).toBe(false);
    expect(plausibleToken('a'.repeat(129))).toBe(false);
    expect(plausibleToken(`${'a'.repeat(40)} b`)).toBe(false);
    expect(plausibleToken('ä'.repeat(43))).toBe(false);
  });
});
