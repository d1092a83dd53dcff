// Reshapes a Magento `user_errors` list (nullable entries, nullable list) into UserErrors.
import type { UserError } from '../types/user-errors';

type RawUserError = { code?: string | null; message?: string | null } | null;

export function userErrorsOf(raw: ReadonlyArray<RawUserError> | null | undefined): UserError[] {
  return (raw ?? []).flatMap((error) =>
    error?.message ? [{ code: error.code ?? 'UNDEFINED', message: error.message }] : [],
  );
}
