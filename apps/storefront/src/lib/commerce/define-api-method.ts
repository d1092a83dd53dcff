import 'server-only';
import type { z, ZodType } from 'zod';
import type { TypedDocumentString } from '@/gql/graphql';
import type { Locale } from '@/i18n/locales';
import type { CookieJar } from '@/lib/cookies';
import type { ApiMethod } from './dispatch';
import { commerceRequest } from './gateway';
import { mapResult } from './result';
import { resolveDisplayCurrency } from './store';

export interface ApiContext {
  locale: Locale;
  cookies: CookieJar;
  /** The Content-Currency to send; resolved from the cookies and the store when absent. */
  currency?: string;
}

/**
 * Every method runs with a display currency the store allows (issue: a stale `currency` cookie made
 * every catalog call fail), resolved once here rather than by each method.
 */
export function defineApiMethod<TSchema extends ZodType, TResult>(
  method: ApiMethod<TSchema, TResult, ApiContext>,
): ApiMethod<TSchema, TResult, ApiContext> {
  return {
    args: method.args,
    changesState: method.changesState ?? false,
    run: async (args, context) =>
      method.run(args, {
        ...context,
        currency:
          context.currency ?? (await resolveDisplayCurrency(context.locale, context.cookies)),
      }),
  };
}

/**
 * The usual method: validated arguments → one operation's variables → the operation → its
 * reshaper. The answer is the reshaper's view model (types/*), never the generated type.
 */
export function operationMethod<TSchema extends ZodType, TData, TVariables, TView>(
  args: TSchema,
  document: TypedDocumentString<TData, TVariables>,
  variables: (args: z.output<TSchema>) => TVariables,
  reshape: (data: TData) => TView,
): ApiMethod<TSchema, TView, ApiContext> {
  return defineApiMethod({
    args,
    // A mutation changes state: the API route accepts it from the shop's own pages only.
    changesState: /^\s*mutation\b/.test(document.toString()),
    run: async (parsed, context) =>
      mapResult(await commerceRequest(document, variables(parsed), context), reshape),
  });
}
