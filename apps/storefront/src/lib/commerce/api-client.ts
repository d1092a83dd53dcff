// Browser side of the API-method registry: client components call POST /api/magento/{apiMethod}.
// Its types come from the registry by type-only imports (erased, so no server code reaches the
// browser): a method name, its arguments and its answer are checked where the call is written.
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import type { ApiMethodName, ApiMethods } from './api-methods';
import type { ApiMethodArguments, ApiMethodData } from './dispatch';
import { graphQLErrorMessage, type CommerceGraphQLError } from './result';

/** The storefront a client call is made from; the route falls back to the locale cookie. */
export const LOCALE_REQUEST_HEADER = 'x-storefront-locale';

export type ApiCallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors?: CommerceGraphQLError[] };

export type ApiCallArguments<K extends ApiMethodName> = ApiMethodArguments<ApiMethods[K]>;
export type ApiCallData<K extends ApiMethodName> = ApiMethodData<ApiMethods[K]>;

/** Methods without required arguments may be called without them. */
type ArgumentsTuple<K extends ApiMethodName> =
  Record<string, never> extends ApiCallArguments<K>
    ? [args?: ApiCallArguments<K>]
    : [args: ApiCallArguments<K>];

export async function callApiMethod<K extends ApiMethodName>(
  locale: Locale,
  apiMethod: K,
  ...args: ArgumentsTuple<K>
): Promise<ApiCallResult<ApiCallData<K>>> {
  try {
    const response = await fetch(`/api/magento/${encodeURIComponent(apiMethod)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', [LOCALE_REQUEST_HEADER]: locale },
      body: JSON.stringify(args[0] ?? {}),
    });
    // The route answers what the method answers (dispatch.ts apiResponse), so this is its type.
    const body = (await response.json()) as {
      data?: ApiCallData<K>;
      errors?: CommerceGraphQLError[];
      message?: string;
    };
    if (response.ok && body.errors?.length) {
      // Spec §4: an authorization error has ended the session (the route cleared the tokens and
      // the cart id); the shopper goes home.
      if (body.errors.some((error) => error.category === 'graphql-authorization')) {
        window.location.assign(localizePath(locale, '/'));
      }
      return {
        ok: false,
        status: response.status,
        message: graphQLErrorMessage(body.errors),
        errors: body.errors,
      };
    }
    if (response.ok && body.data !== undefined) return { ok: true, data: body.data };
    return { ok: false, status: response.status, message: body.message ?? 'Request failed' };
  } catch {
    return { ok: false, status: 0, message: 'Request failed' };
  }
}
