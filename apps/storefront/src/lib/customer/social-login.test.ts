import { describe, expect, it } from 'vitest';
import {
  isOwnCallback,
  newSocialLoginState,
  socialLoginStartPath,
  SOCIAL_PROVIDER,
} from './social-login';

describe('social sign-in', () => {
  it('makes a fresh, unguessable, URL-safe state each time', () => {
    const states = new Set(Array.from({ length: 50 }, newSocialLoginState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("accepts a callback only with the state kept in the shopper's cookie", () => {
    const state = newSocialLoginState();
    expect(isOwnCallback(state, state)).toBe(true);
    expect(isOwnCallback(state, newSocialLoginState())).toBe(false);
    expect(isOwnCallback(state, null)).toBe(false);
    expect(isOwnCallback(undefined, state)).toBe(false);
    expect(isOwnCallback(state, `${state}x`)).toBe(false);
  });

  it('starts at our route for the storefront, and knows only plain provider codes', () => {
    expect(socialLoginStartPath('at', 'google')).toBe('/api/social-login/google?locale=at');
    expect(SOCIAL_PROVIDER.test('facebook')).toBe(true);
    expect(SOCIAL_PROVIDER.test('../x')).toBe(false);
  });
});
