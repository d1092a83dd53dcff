// What one request (or job, webhook, script) works in: built once, passed to every service call.
// It knows no transport: the GraphQL edge builds it from headers, a job from its payload.
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { StoreScope } from '../modules/stores/store-scope';
import { RequestLoaders } from './request-loaders';

/** The signed-in customer, from the request's bearer token (graphql/context.ts). */
export interface CustomerIdentity {
  id: number;
  /** The customer's website: a token is only ever accepted in its own website. */
  websiteId: number;
  /** The sign-in (token family) the request came with; kept when other sessions are revoked. */
  session?: string;
}

export interface RequestContext {
  readonly requestId: string;
  readonly logger: Logger;
  /** Store view (with its website and group) and display currency. */
  readonly store: StoreScope;
  readonly customer: CustomerIdentity | null;
  /** Base of media URLs, ending in '/': MEDIA_BASE_URL, absolute or a path such as /media/. */
  readonly mediaBaseUrl: string;
  /** Batch loaders and memos that live as long as the request. */
  readonly loaders: RequestLoaders;
}

export function createRequestContext(input: {
  store: StoreScope;
  logger: Logger;
  mediaBaseUrl: string;
  requestId?: string;
  customer?: CustomerIdentity | null;
}): RequestContext {
  return {
    requestId: input.requestId ?? randomUUID(),
    logger: input.logger,
    store: input.store,
    customer: input.customer ?? null,
    mediaBaseUrl: input.mediaBaseUrl,
    loaders: new RequestLoaders(),
  };
}
