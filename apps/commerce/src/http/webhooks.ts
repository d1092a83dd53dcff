// POST /webhooks/:provider: a payment provider's callback. Signatures (Stripe's, for one) are
// computed over the exact bytes sent, so the handler receives the body raw, never parsed, within
// the same 1 MB limit as /graphql. A provider with no handler is a 404.
import type { Handler, MiddlewareHandler } from 'hono';

/** Checks the payload (signature, idempotency) and answers the provider. */
export type WebhookHandler = (rawBody: Uint8Array, headers: Headers) => Promise<Response>;

/** Handlers by provider name, as it appears in the URL (`stripe` → POST /webhooks/stripe). */
export type WebhookHandlers = Readonly<Record<string, WebhookHandler>>;

export function webhookRoutes(handlers: WebhookHandlers): {
  knownProvider: MiddlewareHandler;
  receive: Handler;
} {
  // A Map, so that a provider named `constructor` or `__proto__` finds nothing.
  const registry = new Map(Object.entries(handlers));
  return {
    knownProvider: async (c, next) => {
      if (!registry.has(c.req.param('provider') ?? '')) return c.notFound();
      await next();
    },
    receive: async (c) => {
      const handler = registry.get(c.req.param('provider') ?? '')!;
      const rawBody = new Uint8Array(await c.req.raw.arrayBuffer());
      return handler(rawBody, c.req.raw.headers);
    },
  };
}
