// The one guard for a customer's own data: a guest is refused with Magento's graphql-authorization
// error before any row is read. (A bad token never gets this far: graphql/context.ts refuses it.)
import { authorizationError } from '../errors';
import { NOT_AUTHORIZED } from '../modules/auth/service';
import type { CustomerIdentity, RequestContext } from './request-context';

export function signedInCustomer(context: RequestContext): CustomerIdentity {
  if (!context.customer) throw authorizationError(NOT_AUTHORIZED);
  return context.customer;
}
