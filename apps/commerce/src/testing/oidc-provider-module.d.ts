// The part of oidc-provider (no published types) that testing/oidc-provider.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }
  interface Account {
    accountId: string;
    claims(): AccountClaims | Promise<AccountClaims>;
  }
  interface Configuration {
    clients?: Array<Record<string, unknown>>;
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    ttl?: Record<string, number>;
    findAccount?: (
      context: unknown,
      id: string,
    ) => Account | undefined | Promise<Account | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
