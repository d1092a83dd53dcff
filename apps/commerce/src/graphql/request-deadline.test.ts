import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createRequestDeadline } from './request-deadline';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

type Hook = (payload: unknown) => void;

/** One request through the plugin's hooks, with a listener left on its signal as the executor leaves one. */
function serveOneRequest(deadline: ReturnType<typeof createRequestDeadline>): {
  signal: WeakRef<AbortSignal>;
} {
  const plugin = deadline.plugin as unknown as Record<
    'onParams' | 'onExecute' | 'onResponse',
    Hook
  >;
  const request = new Request('http://commerce.test/graphql');
  const params = {};
  plugin.onParams({ params, request });
  const args: { contextValue: { params: object }; signal?: AbortSignal } = {
    contextValue: { params },
  };
  plugin.onExecute({ args });
  args.signal!.addEventListener('abort', () => undefined, { once: true });
  plugin.onResponse({ request });
  return { signal: new WeakRef(args.signal!) };
}

describe('request deadline', () => {
  it('gives execution a signal that aborts when the client goes away', () => {
    const deadline = createRequestDeadline(60_000);
    const plugin = deadline.plugin as unknown as Record<'onParams' | 'onExecute', Hook>;
    const client = new AbortController();
    const request = new Request('http://commerce.test/graphql', { signal: client.signal });
    const params = {};
    plugin.onParams({ params, request });
    const args: { contextValue: { params: object }; signal?: AbortSignal } = {
      contextValue: { params },
    };
    plugin.onExecute({ args });
    expect(args.signal!.aborted).toBe(false);
    client.abort(new Error('client closed the connection'));
    expect(args.signal!.aborted).toBe(true);
  });

  it('lets a finished request signal be collected though a listener is left on it', async () => {
    const deadline = createRequestDeadline(60_000);
    const served = Array.from({ length: 20 }, () => serveOneRequest(deadline));
    for (let round = 0; round < 3; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      collectGarbage();
    }
    expect(served.filter(({ signal }) => signal.deref() !== undefined)).toHaveLength(0);
  });
});
