// Browser side of the API-method registry: client components call POST /api/magento/{apiMethod}.
import type { Locale } from '@/i18n/locales';
import { graphQLErrorMessage, type CommerceGraphQLError } from './result';

/** The storefront a client call is made from; the route falls back to the locale cookie. */
export const LOCALE_REQUEST_HEADER = 'x-storefront-locale';

export type ApiCallResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; errors?: CommerceGraphQLError[] };

export async function callApiMethod<T>(
  locale: Locale,
  apiMethod: string,
  args: object = {},
): Promise<ApiCallResult<T>> {
  try {
    const response = await fetch(`/api/magento/${encodeURIComponent(apiMethod)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', [LOCALE_REQUEST_HEADER]: locale },
      body: JSON.stringify(args),
    });
    const body = (await response.json()) as {
      data?: T;
      errors?: CommerceGraphQLError[];
      message?: string;
    };
    if (response.ok && body.errors?.length) {
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
