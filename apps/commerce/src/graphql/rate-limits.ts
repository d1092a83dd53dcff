// Rate limits per client (ADR 0025): searches, every mutation, and the login family, counted per
// client address (and per customer once accounts exist) in this process or, with REDIS_URL, in
// Redis so that every copy of the service counts together. A request over a limit is answered
// 429 with Retry-After before it runs. Answers served from the response cache run nothing and
// count nothing.
import type { Plugin } from '@envelop/core';
import type { DocumentNode, FieldNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitRule } from '../config';
import type { Logger } from '../logger';
import { Kind } from './graphql-js';
import { chosenOperation } from './operation';

export type RateLimitFamily = 'search' | 'mutations' | 'login';

/**
 * Magento's sign-in, sign-up and password-reset mutations, by field name, so each is limited from
 * the day it is served.
 */
export const LOGIN_FIELDS: ReadonlySet<string> = new Set([
  'generateCustomerToken',
  'createCustomer',
  'createCustomerV2',
  'requestPasswordResetEmail',
  'resetPassword',
  // The storefront's reset call and the account confirmation calls (modules/customer).
  'resetCustomerPassword',
  'generateCustomerTokenBySocialProvider',
  'confirmEmail',
  'resendConfirmationEmail',
  // Both send or act on e-mail to an address the caller names (modules/newsletter).
  'subscribeEmailToNewsletter',
  'confirmNewsletterSubscription',
  // Both find an order by what a guest knows of it (its number, e-mail and postcode, or its
  // token): limited like a sign-in, so they cannot be tried number after number (modules/sales).
  'guestOrder',
  'guestOrderByToken',
]);

export interface RateLimits {
  /** Takes `points` from each subject; resolves the seconds to wait when one has too few. */
  take(family: RateLimitFamily, subjects: string[], points: number): Promise<number | null>;
}

export function createRateLimits(options: {
  rules: Record<RateLimitFamily, RateLimitRule | null>;
  redis: Redis | null;
  logger: Logger;
}): RateLimits {
  const limiters = new Map<RateLimitFamily, RateLimiterAbstract>();
  for (const [family, rule] of Object.entries(options.rules) as Array<
    [RateLimitFamily, RateLimitRule | null]
  >) {
    if (!rule) continue;
    const common = {
      points: rule.points,
      duration: rule.windowSeconds,
      keyPrefix: `limit:${family}`,
    };
    limiters.set(
      family,
      options.redis
        ? new RateLimiterRedis({
            ...common,
            storeClient: options.redis,
            // While Redis is unreachable each copy counts on its own rather than letting all through.
            insuranceLimiter: new RateLimiterMemory(common),
          })
        : new RateLimiterMemory(common),
    );
  }
  return {
    async take(family, subjects, points) {
      const limiter = limiters.get(family);
      if (!limiter || points === 0) return null;
      let wait: number | null = null;
      for (const subject of subjects) {
        try {
          await limiter.consume(subject, points);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) {
            options.logger.warn({ err: refusal, family }, 'rate limit unavailable');
            continue;
          }
          wait = Math.max(wait ?? 0, Math.ceil(refusal.msBeforeNext / 1000));
        }
      }
      return wait;
    },
  };
}

/** Root fields of the operation, through fragments and inline fragments. */
function rootFields(document: DocumentNode, operation: OperationDefinitionNode): FieldNode[] {
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment.selectionSet]),
  );
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const walk = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  walk(operation.selectionSet);
  return fields;
}

function searchesFor(field: FieldNode, variables: Record<string, unknown>): boolean {
  if (field.name.value !== 'products') return false;
  const search = field.arguments?.find((argument) => argument.name.value === 'search')?.value;
  if (!search) return false;
  if (search.kind === Kind.STRING) return search.value.trim() !== '';
  if (search.kind === Kind.VARIABLE) {
    const value = variables[search.name.value];
    return typeof value === 'string' && value.trim() !== '';
  }
  return false;
}

/** Points each family takes for one operation: one per root field it concerns. */
export function pointsFor(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): Record<RateLimitFamily, number> {
  const points = { search: 0, mutations: 0, login: 0 };
  const operation = chosenOperation(document, operationName);
  if (!operation) return points;
  for (const field of rootFields(document, operation)) {
    if (operation.operation === 'mutation') points.mutations += 1;
    if (LOGIN_FIELDS.has(field.name.value)) points.login += 1;
    if (searchesFor(field, variables)) points.search += 1;
  }
  return points;
}

export function tooManyRequests(seconds: number) {
  return createGraphQLError(
    `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    {
      extensions: {
        category: 'graphql-input',
        http: { status: 429, headers: { 'Retry-After': String(seconds) } },
      },
    },
  );
}

interface LimitedContext {
  clientAddress?: string;
  request?: { customer?: { id: number } | null };
}

export function rateLimitPlugin(limits: RateLimits): Plugin {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as LimitedContext;
      const points = pointsFor(
        args.document,
        args.operationName,
        (args.variableValues ?? {}) as Record<string, unknown>,
      );
      // The client's address always counts; a signed-in customer also counts on their own
      // account, so changing address does not reset their limit.
      const subjects = [`ip:${context.clientAddress ?? 'unknown'}`];
      const customer = context.request?.customer;
      if (customer) subjects.push(`customer:${customer.id}`);
      let wait: number | null = null;
      for (const family of ['login', 'mutations', 'search'] as const) {
        const familyWait = await limits.take(family, subjects, points[family]);
        if (familyWait !== null) wait = Math.max(wait ?? 0, familyWait);
      }
      if (wait !== null)
        setResultAndStopExecution({ errors: [tooManyRequests(Math.max(1, wait))] });
    },
  };
}
