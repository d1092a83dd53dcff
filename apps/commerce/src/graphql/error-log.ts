// Unexpected errors are logged by the request they happened in, with its request id. Yoga logs
// every error its mask replaces, but through the one logger it holds for the whole server; the
// mask (masking.ts) therefore remembers what each answer's internal error replaced, and the
// request's own logger reports it when the answer is ready. This replaced an async scope around
// every request (AsyncLocalStorage), whose promise hooks cost every request about 7 % of its CPU
// (ADR 0062).
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger';
import type { ServerContext } from './context';

type Mask = (error: unknown, message: string, isDev?: boolean) => Error;

const message = 'unexpected error while serving GraphQL';

export interface UnexpectedErrorLog {
  /** The mask, remembering the original of every error it replaces. */
  mask(mask: Mask): Mask;
  /** For Yoga's `logging.error`: errors a request reports are left to it. */
  yogaError(error: unknown): void;
  /** Reports each replaced error of an answer with the request's logger. */
  plugin: Plugin;
}

export function createUnexpectedErrorLog(rootLogger: Logger): UnexpectedErrorLog {
  const originals = new WeakMap<object, unknown>();
  const reportedByRequest = new WeakSet<object>();
  return {
    mask: (mask) => (error, text, isDev) => {
      const masked = mask(error, text, isDev);
      if (masked !== error && typeof error === 'object' && error !== null) {
        originals.set(masked, error);
        reportedByRequest.add(error);
      }
      return masked;
    },
    yogaError(error) {
      if (typeof error === 'object' && error !== null && reportedByRequest.has(error)) return;
      rootLogger.error({ err: error }, message);
    },
    plugin: {
      onResultProcess({ result, serverContext }) {
        const logger = (serverContext as Partial<ServerContext>).logger ?? rootLogger;
        for (const answer of Array.isArray(result) ? result : [result]) {
          for (const error of (answer as ExecutionResult).errors ?? []) {
            const original = originals.get(error);
            if (original === undefined) continue;
            originals.delete(error);
            logger.error({ err: original }, message);
          }
        }
      },
    },
  };
}
