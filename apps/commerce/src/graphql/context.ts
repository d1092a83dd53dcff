// What every resolver receives: the transport-neutral RequestContext, built once per request from
// its headers, and the services. Resolvers pass `request` to services; services never see this.
// The store scope is resolved before execution, so an unknown Store header or a refused
// Content-Currency fails every operation the same way.
import type { Services } from '../composition-root';
import {
  createRequestContext,
  type CustomerIdentity,
  type RequestContext,
} from '../context/request-context';
import { authorizationError } from '../errors';
import { NOT_AUTHORIZED } from '../modules/auth/service';
import type { StoreScope } from '../modules/stores/store-scope';
import type { Logger } from '../logger';

/** Passed by the HTTP edge for each request. */
export interface ServerContext {
  requestId: string;
  logger: Logger;
  /** The client's address, for rate limits (http/client-address.ts). */
  clientAddress: string;
  /** Whether the transport may carry a mutation (graphql/cross-site-writes.ts). */
  writesAllowed: boolean;
}

export interface GraphQLContext {
  request: RequestContext;
  services: Services;
  /** Set before execution: whether the answer may be kept by the response cache (ADR 0014). */
  responseCacheable?: boolean;
}

export async function buildContext(
  request: Request,
  server: Pick<ServerContext, 'requestId' | 'logger'>,
  services: Services,
  // From configuration, never from the request: cached answers are shared by every client, and a
  // Host header must not choose where their images point (ADR 0025).
  mediaBaseUrl: string,
): Promise<GraphQLContext> {
  const store = await services.stores.resolveScope({
    store: request.headers.get('store') ?? undefined,
    currency: request.headers.get('content-currency') ?? undefined,
  });
  const customer = await identify(request.headers.get('authorization'), store, services);
  return {
    services,
    request: createRequestContext({
      requestId: server.requestId,
      logger: server.logger,
      store,
      customer,
      mediaBaseUrl,
    }),
  };
}

/**
 * The customer of `Authorization: Bearer <token>`. As Magento does, a token that is unknown,
 * expired, revoked, or of another website fails the whole request with graphql-authorization
 * ("The current customer isn't authorized."), whatever it asks: the client then drops the token
 * instead of being served silently as a guest. No header, another scheme or an empty token is a
 * guest.
 */
async function identify(
  header: string | null,
  store: StoreScope,
  services: Services,
): Promise<CustomerIdentity | null> {
  const match = header ? /^Bearer[ \t]+(.*)$/i.exec(header.trim()) : null;
  const token = match?.[1]?.trim();
  if (!token) return null;
  const owner = await services.auth.ownerOfAccessToken(token);
  if (!owner || owner.websiteId !== store.storeView.website.id)
    throw authorizationError(NOT_AUTHORIZED);
  return { id: owner.customerId, websiteId: owner.websiteId, session: owner.session };
}
