// What the page cache (server/serve.ts) and the gateway share about one render. Both run in the
// storefront's process but as separate module instances (tsx and Next's bundle), so the state lives
// on one global. The server gives each cacheable request an id in an internal request header (any
// value a client sent is overwritten), the gateway marks that id when a commerce call fails, and the
// cache never keeps a page whose render was marked.

/** Internal request header: the id of a render the page cache may keep. */
export const RENDER_ID_HEADER = 'x-loomfront-render-id';
/** Internal request header: the shopper's address as the storefront's server saw it. */
export const CLIENT_IP_HEADER = 'x-loomfront-client-ip';
/** Internal request headers, set by the storefront's server only. */
export const INTERNAL_REQUEST_HEADERS = [RENDER_ID_HEADER, CLIENT_IP_HEADER] as const;

const failedRenders: Set<string> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('loomfront.failedRenders')
] ??= new Set<string>()) as Set<string>;

export function markRenderFailed(renderId: string | null | undefined): void {
  if (renderId) failedRenders.add(renderId);
}

/** Whether any commerce call of that render failed; forgets the id. */
export function takeRenderFailed(renderId: string): boolean {
  return failedRenders.delete(renderId);
}
