// Spec: a chunk load failure triggers one page reload, at most once per 60 seconds. The same guard
// keeps the version check from reloading in a loop.

export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_GUARD_STORAGE_KEY = 'vsf-last-reload-at';

/** Whether a reload may happen now, given when the last automatic reload happened. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= RELOAD_GUARD_MS ||
    now < lastReloadAt
  );
}

export function parseStoredTime(value: string | null): number | null {
  if (value === null) return null;
  const time = Number(value);
  return Number.isFinite(time) ? time : null;
}

const CHUNK_FAILURE_PATTERNS = [
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

/** Whether an error (or rejection reason) is a failed chunk load. */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (reason === null || reason === undefined) return false;
  const name =
    typeof reason === 'object' && 'name' in reason
      ? String((reason as { name: unknown }).name)
      : '';
  const message =
    typeof reason === 'string'
      ? reason
      : typeof reason === 'object' && 'message' in reason
        ? String((reason as { message: unknown }).message)
        : '';
  return CHUNK_FAILURE_PATTERNS.some((pattern) => pattern.test(name) || pattern.test(message));
}
