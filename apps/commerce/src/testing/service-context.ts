// For tests that call services the way a job or script does: RequestContexts for a store view,
// as a guest or as real customers (created through the customer service, one per key), and the
// CommerceError a refused call rejects with.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Services } from '../composition-root';
import {
  createRequestContext,
  type CustomerIdentity,
  type RequestContext,
} from '../context/request-context';
import { CommerceError } from '../errors';
import { createLogger } from '../logger';

const logger = createLogger({ logLevel: 'silent' });

async function contextIn(
  services: Services,
  store: string,
  customer: CustomerIdentity | null,
): Promise<RequestContext> {
  const scope = await services.stores.resolveScope({ store });
  return createRequestContext({ store: scope, logger, mediaBaseUrl: '/media/', customer });
}

/**
 * `as(key)`: a context signed in as the customer of `key` (made in the store's website on first
 * use), `as(null)`: a guest.
 */
export function customerContexts(services: () => Services, defaultStore = 'default') {
  const customers = new Map<string | number, CustomerIdentity>();
  return async (key: string | number | null, store = defaultStore): Promise<RequestContext> => {
    if (key === null) return contextIn(services(), store, null);
    let identity = customers.get(key);
    if (!identity) {
      const guest = await contextIn(services(), store, null);
      const customer = await services().customers.create(guest, {
        email: `customer-${randomBytes(6).toString('hex')}@example.com`,
        firstname: 'Ada',
        lastname: 'Lovelace',
      });
      identity = { id: customer.id, websiteId: customer.website_id };
      customers.set(key, identity);
    }
    return contextIn(services(), store, identity);
  };
}

/** The CommerceError `work` rejects with; fails the test when it resolves or throws another error. */
export async function refusalOf(work: Promise<unknown>): Promise<CommerceError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CommerceError);
  return error as CommerceError;
}
