// Social sign-in (commerce-core §7 generateCustomerTokenBySocialProvider), pure so it is tested:
// the state that ties the provider's callback to the shopper who started it, and the paths.

/** The provider codes commerce may configure. */
export const SOCIAL_PROVIDER = /^[a-z][a-z0-9_-]{0,31}$/;
/** The state cookie lives as long as a sign-in at the provider may reasonably take. */
export const SOCIAL_STATE_MAX_AGE_SECONDS = 10 * 60;

/** 256 random bits, base64url: unguessable, and within commerce's 256-character bound. */
export function newSocialLoginState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The callback is the shopper's own only when it returns the state kept in their cookie. */
export function isOwnCallback(kept: string | undefined, returned: string | null): boolean {
  if (!kept || !returned || kept.length !== returned.length) return false;
  let difference = 0;
  for (let index = 0; index < kept.length; index += 1) {
    difference |= kept.charCodeAt(index) ^ returned.charCodeAt(index);
  }
  return difference === 0;
}

/** Where a provider's button leads: our route that starts the sign-in for the storefront. */
export function socialLoginStartPath(locale: string, provider: string): string {
  return `/api/social-login/${encodeURIComponent(provider)}?locale=${encodeURIComponent(locale)}`;
}
