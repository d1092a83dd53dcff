// Answers to the cart query, kept per cart version (ADR 0062). The storefront reads the same cart
// again and again (the header's count, the cart sidebar, every checkout step) while it rarely
// changes. A query that reads one cart and nothing else is answered in two steps: first the cart
// itself, through the same guard the resolver uses (so a stranger's, an inactive or another
// store's cart is refused exactly as before, and nothing kept is ever looked up for it); then
// its answer, kept under the document, its variables, the store scope, the caller and the cart's
// version. Every change to the cart, its lines, addresses, coupon, payment or gift wrapping is a
// new version (migration 0025), so the shopper's own changes are always seen at once, and so are
// settings this process was told changed (`forgetSettings`). What a cart answer reads from outside
// the cart (stock, catalog prices, cart price rules and coupon use counts) is at most `ttlMs` old;
// placing the order checks all of it again.
import type { DocumentNode, ValueNode } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { Kind } from './graphql-js';
import { chosenOperation } from './operation';
import { createResponseCacheKeyBuilder } from './response-cache-key';
import type { ResponseCacheStore } from './response-cache-store';

/** The one root field `cart(cart_id:)` an operation reads, with its argument, or null. */
interface CartRead {
  cartId: ValueNode;
}

/**
 * The operation's cart read, when it asks for one cart and nothing else (`__typename` aside),
 * without directives that could leave the cart out: only such an answer depends on nothing but
 * that cart.
 */
export function cartReadOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): CartRead | null {
  const operation = chosenOperation(document, operationName);
  if (operation?.operation !== 'query') return null;
  let read: CartRead | null = null;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value === '__typename') continue;
    if (selection.name.value !== 'cart' || read || selection.directives?.length) return null;
    const argument = selection.arguments?.find((candidate) => candidate.name.value === 'cart_id');
    if (!argument) return null;
    read = { cartId: argument.value };
  }
  return read;
}

function argumentValue(
  value: ValueNode,
  variables: Record<string, unknown> | null | undefined,
): unknown {
  if (value.kind === Kind.VARIABLE) return variables?.[value.name.value];
  if (value.kind === Kind.STRING) return value.value;
  return undefined;
}

export function cartAnswerPlugin(options: { ttlMs: number; store: ResponseCacheStore }): Plugin {
  const keys = createResponseCacheKeyBuilder();
  // Yoga parses a query text once and hands the same document to every request that sends it.
  const reads = new WeakMap<DocumentNode, Map<string, CartRead | null>>();
  const readOf = (document: DocumentNode, operationName: string | null | undefined) => {
    let byOperation = reads.get(document);
    if (!byOperation) reads.set(document, (byOperation = new Map()));
    const name = operationName ?? '';
    if (!byOperation.has(name)) byOperation.set(name, cartReadOf(document, operationName));
    return byOperation.get(name)!;
  };

  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (options.ttlMs <= 0) return;
      const read = readOf(args.document, args.operationName);
      if (!read) return;
      const variables = args.variableValues as Record<string, unknown> | null | undefined;
      const maskedId = argumentValue(read.cartId, variables);
      const context = args.contextValue as unknown as GraphQLContext & { params?: GraphQLParams };
      const query = context.params?.query;
      if (typeof maskedId !== 'string' || !query) return;
      const { request, services } = context;

      return (async () => {
        let version: string;
        try {
          const cart = await services.cart.cart(request, maskedId);
          version = `${cart.id}:${cart.version}`;
        } catch {
          // Refused: the resolver reads the same refusal and answers it.
          return;
        }
        const key = keys.key({
          documentString: query,
          operationName: args.operationName,
          variableValues: variables,
          sessionId: [
            'cart',
            request.store.storeView.code,
            request.store.currencyCode,
            request.customer?.id ?? 'guest',
            version,
            services.stores.settingsGeneration,
          ].join('|'),
        });
        const known = await options.store.get(key);
        if (known) {
          setResultAndStopExecution(known);
          return;
        }
        return {
          onExecuteDone({ result }) {
            if (!('data' in result) || !result.data || result.errors?.length) return;
            void options.store.set(key, result, [], options.ttlMs);
          },
        };
      })();
    },
  };
}
