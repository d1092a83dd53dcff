// What every resolver receives. The store scope is resolved once, before execution, so an unknown
// Store header or a refused Content-Currency fails every operation the same way.
import type { Logger } from '../logger';
import type { StoreScope } from '../modules/stores/service';
import type { Services } from '../services';

/** Passed by the HTTP layer for each request. */
export interface RequestContext {
  requestId: string;
  logger: Logger;
}

export interface GraphQLContext extends RequestContext {
  services: Services;
  store: StoreScope;
  /** The raw bearer token; customer issues resolve it to a customer. */
  customerToken: string | null;
  /** Absolute base of media URLs: the request origin + '/media/'. */
  mediaBaseUrl: string;
}

export async function buildContext(
  request: Request,
  requestContext: RequestContext,
  services: Services,
): Promise<GraphQLContext> {
  const store = await services.stores.resolveScope({
    store: request.headers.get('store') ?? undefined,
    currency: request.headers.get('content-currency') ?? undefined,
  });
  return {
    ...requestContext,
    services,
    store,
    customerToken: bearerToken(request.headers.get('authorization')),
    mediaBaseUrl: `${new URL(request.url).origin}/media/`,
  };
}

export function bearerToken(header: string | null): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}
