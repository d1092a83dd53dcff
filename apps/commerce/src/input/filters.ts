// Magento's filter inputs: FilterEqualTypeInput (eq / in) and FilterMatchTypeInput (match).
import { inputError } from '../errors';

/** Magento's catalog/search/min_query_length, which every `match` filter applies. */
export const MIN_MATCH_LENGTH = 3;

/** The values an eq/in filter asks for: eq wins over in; null entries are ignored. */
export function equalValues(
  input: { eq?: string | null; in?: Array<string | null> | null } | null | undefined,
): string[] | undefined {
  if (!input) return undefined;
  if (input.eq !== undefined && input.eq !== null) return [input.eq];
  if (input.in) return input.in.filter((value): value is string => value !== null);
  return undefined;
}

/**
 * The trimmed text of a match filter, or null when none is given. An empty or short match is an
 * error, never "everything" (Magento's "Invalid match filter. Minimum length is 3.").
 */
export function matchText(
  match: string | null | undefined,
  maxLength = Number.POSITIVE_INFINITY,
): string | null {
  if (match === undefined || match === null) return null;
  const text = match.trim();
  if (text.length < MIN_MATCH_LENGTH)
    throw inputError(`Invalid match filter. Minimum length is ${MIN_MATCH_LENGTH}.`);
  return text.slice(0, maxLength);
}
