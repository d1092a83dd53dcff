// Magento's lists are nullable and may hold nulls; view models hold neither.

type Maybe<T> = T | null | undefined;

export function present<T>(list: Maybe<ReadonlyArray<Maybe<T>>>): T[] {
  return (list ?? []).filter((x): x is T => x != null);
}

/** Ordered by Magento's position (commerce-core §3); a missing position counts as 0. */
export function byPosition<T extends { position?: number | null }>(list: T[]): T[] {
  return [...list].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}
