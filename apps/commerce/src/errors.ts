// Expected failures a service reports, with Magento's error categories. They know nothing of
// GraphQL: the GraphQL edge turns them into categorised GraphQLErrors (graphql/masking.ts), and a
// webhook, job or script may catch them as it likes. Anything else a service throws is unexpected.

export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-no-such-entity'
  | 'graphql-already-exists'
  | 'internal';

export class CommerceError extends Error {
  override name = 'CommerceError';

  constructor(
    message: string,
    readonly category: ErrorCategory,
    readonly extensions: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

function categorised(category: ErrorCategory) {
  return (message: string, extensions: Record<string, unknown> = {}) =>
    new CommerceError(message, category, extensions);
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
