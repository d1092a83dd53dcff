// Structured JSON logs (pino). Each HTTP request logs through a child logger carrying its request
// id (http/request-log.ts), which the GraphQL context and Yoga's plugins receive with the request;
// unexpected errors reach it through graphql/error-log.ts.
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
