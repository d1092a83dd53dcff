// Errors a client may see, with Magento's `extensions.category`. Anything else thrown while
// resolving is unexpected and reaches the client only as "Internal server error" (see masking.ts).
import { GraphQLError } from './graphql-js';

export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'
  | 'internal';

function categorised(category: ErrorCategory) {
  return (message: string, extensions: Record<string, unknown> = {}) =>
    new GraphQLError(message, { extensions: { ...extensions, category } });
}

/** Magento's GraphQlInputException. */
export const inputError = categorised('graphql-input');
/** Magento's GraphQlAuthorizationException. */
export const authorizationError = categorised('graphql-authorization');
/** Magento's GraphQlAuthenticationException. */
export const authenticationError = categorised('graphql-authentication');
/** Magento's GraphQlNoSuchEntityException. */
export const noSuchEntityError = categorised('graphql-no-such-entity');
/** Magento's GraphQlAlreadyExistsException. */
export const alreadyExistsError = categorised('graphql-already-exists');

export function categoryOf(error: GraphQLError): string | undefined {
  const category = error.extensions['category'];
  return typeof category === 'string' ? category : undefined;
}

/** The same error with a category added, keeping its message, locations and path. */
export function withCategory(error: GraphQLError, category: ErrorCategory): GraphQLError {
  if (categoryOf(error)) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, category },
  });
}
