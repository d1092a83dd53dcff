// Sign-in with Google or Facebook: OpenID Connect authorisation-code flow through openid-client.
// The storefront sends the shopper to `authorizeUrl`; the provider sends them back to the
// storefront's callback (`<STOREFRONT_URL>/customer/social-login/<provider>`) with a code, which
// the storefront hands to generateCustomerTokenBySocialProvider; `identify` exchanges it here, on
// the server, with the client secret, and reads who signed in. Providers are off unless configured.
import * as oidc from 'openid-client';
import { authenticationError } from '../../errors';

export interface SocialProviderConfig {
  code: 'google' | 'facebook';
  label: string;
  /** OpenID issuer, discovered through /.well-known/openid-configuration. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The storefront's callback; registered with the provider. */
  redirectUri: string;
}

export interface SocialIdentity {
  email: string;
  emailVerified: boolean;
  firstname: string | null;
  lastname: string | null;
}

export const SOCIAL_SIGN_IN_REFUSED = 'The social sign-in was not accepted. Please try again.';

export class SocialSignIn {
  private readonly discovered = new Map<string, Promise<oidc.Configuration>>();

  constructor(
    private readonly providers: readonly SocialProviderConfig[],
    /** Plain-http issuers, for the local provider of the tests; never in production. */
    private readonly allowInsecureIssuers: boolean,
  ) {}

  configured(): ReadonlyArray<Pick<SocialProviderConfig, 'code' | 'label'>> {
    return this.providers.map(({ code, label }) => ({ code, label }));
  }

  provider(code: string): SocialProviderConfig | undefined {
    return this.providers.find((provider) => provider.code === code);
  }

  async authorizeUrl(provider: SocialProviderConfig, state: string): Promise<string> {
    const config = await this.configuration(provider);
    return oidc.buildAuthorizationUrl(config, {
      redirect_uri: provider.redirectUri,
      scope: 'openid email profile',
      state,
    }).href;
  }

  /** Exchanges the authorisation code; who signed in, or the refusal for a bad code. */
  async identify(provider: SocialProviderConfig, code: string): Promise<SocialIdentity> {
    const config = await this.configuration(provider);
    const callback = new URL(provider.redirectUri);
    callback.searchParams.set('code', code);
    const metadata = config.serverMetadata();
    // The storefront forwards the code only; the issuer is the one this code is exchanged with.
    if (metadata.authorization_response_iss_parameter_supported)
      callback.searchParams.set('iss', metadata.issuer);
    let claims: Record<string, unknown>;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        expectedState: oidc.skipStateCheck,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      claims = { ...idClaims };
      // Some providers put the e-mail in the ID token (Google), others only in userinfo.
      if (typeof claims['email'] !== 'string')
        claims = {
          ...claims,
          ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)),
        };
    } catch {
      throw authenticationError(SOCIAL_SIGN_IN_REFUSED);
    }
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim().slice(0, 255) : null;
    return {
      email: text(claims['email']) ?? '',
      emailVerified: claims['email_verified'] === true || claims['email_verified'] === 'true',
      firstname: text(claims['given_name']),
      lastname: text(claims['family_name']),
    };
  }

  private configuration(provider: SocialProviderConfig): Promise<oidc.Configuration> {
    let found = this.discovered.get(provider.code);
    if (!found) {
      found = oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        undefined,
        this.allowInsecureIssuers ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      // A failed discovery is tried again on the next sign-in.
      found.catch(() => this.discovered.delete(provider.code));
      this.discovered.set(provider.code, found);
    }
    return found.catch(() => {
      throw authenticationError(
        'The social sign-in is not available right now. Please try again later.',
      );
    });
  }
}
