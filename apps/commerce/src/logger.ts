// Structured JSON logs (pino). Each HTTP request logs through a child logger carrying its request
// id; the request's async scope holds that logger, so code handed only the root logger (Yoga's
// error log, for one) can still log with the id.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { pino, type Logger } from 'pino';
import type { CommerceConfig } from './config';

export type { Logger };

export function createLogger(config: Pick<CommerceConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel, base: { service: 'commerce' } });
}

// Accept a caller's id only if it is short and plain, so it cannot inject into logs or headers.
const acceptableRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming `x-request-id` when acceptable, else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && acceptableRequestId.test(value) ? value : randomUUID();
}

const requestScope = new AsyncLocalStorage<Logger>();

/** Runs `work` with `requestLogger` as the logger of everything it starts, sync or async. */
export function withRequestLogger<T>(requestLogger: Logger, work: () => T): T {
  return requestScope.run(requestLogger, work);
}

/** The logger of the request being served, or `fallback` outside any request. */
export function currentLogger(fallback: Logger): Logger {
  return requestScope.getStore() ?? fallback;
}
