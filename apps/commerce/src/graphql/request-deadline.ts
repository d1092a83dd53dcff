// Each GraphQL request has a deadline (ADR 0024), from its arrival: building its context (the store
// scope reads the database) and executing it. Past it, the client gets "The request took too long"
// (category internal, HTTP 503) and execution stops resolving fields. It cannot interrupt
// synchronous work: a statement PGlite is running holds the thread until it ends (PGlite has no
// statement_timeout), which the cost limit keeps short.
import type { Plugin } from 'graphql-yoga';
import { GraphQLError } from './graphql-js';

export const tooLongMessage = 'The request took too long';

export function requestTooLong(): GraphQLError {
  return new GraphQLError(tooLongMessage, {
    extensions: { category: 'internal', http: { status: 503 } },
  });
}

/** PostgreSQL's query_canceled, which a statement past `statement_timeout` ends with. */
export function isStatementTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '57014'
  );
}

export interface RequestDeadline {
  plugin: Plugin;
  /** `work`, or the deadline's error if the request's deadline passes first. */
  race<T>(params: object, work: Promise<T>): Promise<T>;
}

interface Deadline {
  signal: AbortSignal;
  timer: NodeJS.Timeout;
  /** Stops following the client's signal. */
  release(): void;
}

/**
 * Deadlines are found by the request's GraphQL parameters, one object from parsing to execution
 * (the context's `request` is our RequestContext, not the fetch Request).
 */
export function createRequestDeadline(timeoutMs: number): RequestDeadline {
  const byParams = new WeakMap<object, Deadline>();
  const byRequest = new WeakMap<Request, Deadline>();
  const plugin: Plugin = {
    onParams({ params, request }) {
      if (timeoutMs <= 0) return;
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(requestTooLong()), timeoutMs);
      timer.unref();
      // One plain signal that follows the client's, not AbortSignal.any: node keeps a combined
      // signal that has an abort listener until it aborts, and the executor never removes its
      // listener. Every finished request's signal, and the execution its listener holds, stayed in
      // memory for good (about 50 KB a listing: the RSS of a soak grew by 60 MB a minute).
      const clientGone = () => abort.abort(request.signal.reason);
      if (request.signal.aborted) clientGone();
      else request.signal.addEventListener('abort', clientGone, { once: true });
      const deadline: Deadline = {
        signal: abort.signal,
        timer,
        release: () => request.signal.removeEventListener('abort', clientGone),
      };
      byParams.set(params, deadline);
      byRequest.set(request, deadline);
    },
    onExecute({ args }) {
      const params = (args.contextValue as { params?: object }).params;
      const signal = params && byParams.get(params)?.signal;
      // @graphql-tools/executor (Yoga's) stops at the signal; graphql-js's ExecutionArgs lack it.
      if (signal) (args as { signal?: AbortSignal }).signal = signal;
    },
    onResponse({ request }) {
      const deadline = byRequest.get(request);
      if (!deadline) return;
      clearTimeout(deadline.timer);
      deadline.release();
    },
  };
  return {
    plugin,
    race(params, work) {
      const signal = byParams.get(params)?.signal;
      if (!signal) return work;
      signal.throwIfAborted();
      return new Promise((resolve, reject) => {
        const abort = () => reject(signal.reason);
        signal.addEventListener('abort', abort, { once: true });
        work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
      });
    },
  };
}
