// A real OpenID Connect provider for API tests (oidc-provider on a random local port), standing in
// for Google or Facebook. `signIn` plays the shopper in the browser: it follows the authorisation
// address, signs in as the account and consents through the provider's own pages, and returns the
// authorisation code the provider sends to the storefront's callback.
//
//   const idp = await startTestOidcProvider({ redirectUri, accounts: { ann: { email, … } } });
//   const code = await idp.signIn(authorizeUrl, 'ann');
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestOidcAccount {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The code the provider redirects to `redirectUri` with, after signing in as `accountId`. */
  signIn(authorizeUrl: string, accountId: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestOidcProvider(options: {
  redirectUri: string;
  accounts: Record<string, TestOidcAccount>;
}): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'loomfront-shop';
  const clientSecret = 'a-test-client-secret-of-some-length';
  // Loaded here, not at the top: every API test imports this module's index, and oidc-provider
  // announces itself on load.
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: [options.redirectUri] },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    cookies: { keys: ['test-cookie-key'] },
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
    findAccount: (_context, id) => {
      const account = options.accounts[id];
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    async signIn(authorizeUrl, accountId) {
      const cookies = new Map<string, string>();
      const keep = (response: Response) => {
        for (const header of response.headers.getSetCookie()) {
          const [pair = ''] = header.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
      };
      const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      let url = authorizeUrl;
      for (let step = 0; step < 12; step += 1) {
        if (url.startsWith(options.redirectUri)) {
          const code = new URL(url).searchParams.get('code');
          if (code) return code;
          throw new Error(`the provider refused: ${url}`);
        }
        let response = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
        keep(response);
        if (response.status < 300 || response.status >= 400) {
          // The provider's own login or consent page: submit it as the shopper would.
          const page = await response.text();
          const action = new URL(/action="([^"]+)"/.exec(page)?.[1] ?? '', url).href;
          const form: Record<string, string> = page.includes('name="login"')
            ? { prompt: 'login', login: accountId, password: 'any' }
            : { prompt: 'consent' };
          response = await fetch(action, {
            method: 'POST',
            redirect: 'manual',
            body: new URLSearchParams(form),
            headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
          });
          keep(response);
          url = new URL(response.headers.get('location') ?? '', action).href;
          continue;
        }
        url = new URL(response.headers.get('location') ?? '', url).href;
      }
      throw new Error('the provider never redirected back');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
