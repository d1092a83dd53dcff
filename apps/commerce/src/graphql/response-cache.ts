// Magento answers cacheable GraphQL queries from its full-page cache (Varnish) and runs only the
// rest. So do we, in process: a query whose every root field carries `@cache` in the SDL is
// answered from the cache for `ttlMs`, keyed on the normalised document, the variables it declares
// and the Store and Content-Currency headers (response-cache-key.ts), held in memory up to a byte
// bound or in Redis (response-cache-store.ts, ADR 0025). Those fields never depend on the
// customer; anything else (and every mutation, error or introspection) is always executed, and so
// is every request of a signed-in customer (Authorization: Bearer).
import { useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context';
import { Kind } from './graphql-js';
import { chosenOperation } from './operation';
import { createResponseCacheKeyBuilder } from './response-cache-key';
import type { ResponseCacheStore } from './response-cache-store';

/** Query fields declared `@cache` in the SDL. */
export function cacheableQueryFields(schema: GraphQLSchema): Set<string> {
  const fields = schema.getQueryType()?.getFields() ?? {};
  return new Set(
    Object.values(fields)
      .filter((field) =>
        field.astNode?.directives?.some((directive) => directive.name.value === 'cache'),
      )
      .map((field) => field.name),
  );
}

/** Whether the operation to run is a query whose root fields are all cacheable. */
export function isCacheableOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
  cacheable: ReadonlySet<string>,
): boolean {
  const operation = chosenOperation(document, operationName);
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (selection.name.value === '__typename' || cacheable.has(selection.name.value)),
  );
}

/** The headers a cacheable answer varies by, normalised as the store scope reads them. */
export function cacheScope(request: Request): string {
  const store = request.headers.get('store')?.trim() || 'default';
  const currency = request.headers.get('content-currency')?.trim().toUpperCase() ?? '';
  return `${store}|${currency}`;
}

/** Whether the request names a customer: `Authorization: Bearer …`, valid or not. */
export function carriesBearerToken(request: Request): boolean {
  return /^\s*bearer\s+\S/i.test(request.headers.get('authorization') ?? '');
}

/**
 * The plugin asks at three points: with the fetch Request before the context exists (where a
 * cached answer may be served), and with the built context while executing, whose `request` is
 * then our RequestContext.
 */
function namesCustomer(request: unknown, context: unknown): boolean {
  if (isFetchRequest(request)) return carriesBearerToken(request);
  return Boolean((context as GraphQLContext | undefined)?.request?.customer);
}

function isFetchRequest(request: unknown): request is Request {
  return typeof (request as Request | undefined)?.headers?.get === 'function';
}

export function responseCachePlugins(
  schema: GraphQLSchema,
  options: { ttlMs: number; store: ResponseCacheStore },
): Plugin[] {
  if (options.ttlMs <= 0) return [];
  const cacheable = cacheableQueryFields(schema);
  const keys = createResponseCacheKeyBuilder({
    cacheable: (document, operationName) =>
      isCacheableOperation(document, operationName, cacheable),
  });
  // Requests whose operation can never be kept (mutations, carts, anything personal by field):
  // the cache steps aside for them entirely, so they pay neither a key, a lookup, the entity
  // fields the plugin adds to the document nor its walk over their answer.
  const neverKept = new WeakSet<Request>();
  // The verdict travels on the request's own GraphQL context, read back when the answer's
  // lifetime is chosen.
  const classify: Plugin = {
    onExecute({ args }) {
      const context = args.contextValue as unknown as GraphQLContext;
      // A signed-in customer's answers are personal: never stored, whatever they ask.
      context.responseCacheable =
        !context.request.customer &&
        isCacheableOperation(args.document, args.operationName, cacheable);
    },
  };
  return [
    classify,
    useResponseCache({
      cache: options.store,
      ttl: options.ttlMs,
      session: cacheScope,
      // Nor served from the shared cache: a request with a bearer token always runs, so its
      // token is checked (a bad one fails, as in Magento) and its answer is its own.
      enabled: (request, context) =>
        !namesCustomer(request, context) &&
        (isFetchRequest(request)
          ? !neverKept.has(request)
          : (context as unknown as GraphQLContext | undefined)?.responseCacheable === true),
      buildResponseCacheKey: ({
        documentString,
        operationName,
        variableValues,
        sessionId,
        request,
      }) => {
        if (!keys.mayKeep(documentString, operationName)) {
          neverKept.add(request);
          return 'never kept';
        }
        return keys.key({
          documentString,
          operationName,
          variableValues: variableValues as Record<string, unknown> | null | undefined,
          sessionId,
        });
      },
      onTtl: ({ ttl, context }) =>
        (context as unknown as GraphQLContext).responseCacheable ? ttl : 0,
      idFields: ['uid'],
      invalidateViaMutation: false,
      includeExtensionMetadata: false,
    }),
  ];
}
