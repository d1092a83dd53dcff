// Spec §4: check /version.json every 300000 ms and after navigation; reload when the version differs.

export const VERSION_CHECK_INTERVAL_MS = 300_000;
export const VERSION_URL = '/version.json';

export type VersionCheckOutcome = 'current' | 'outdated' | 'malformed' | 'failed';

type FetchVersion = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

export interface VersionCheckDependencies {
  fetch: FetchVersion;
  log: (message: string) => void;
}

/** Compares the deployed version with the one the page was built with. Errors are logged, never thrown. */
export async function checkVersion(
  pageVersion: string,
  deps: VersionCheckDependencies,
): Promise<VersionCheckOutcome> {
  let response: Pick<Response, 'ok' | 'json'>;
  try {
    response = await deps.fetch(VERSION_URL, { cache: 'no-store' });
  } catch {
    deps.log('Request failed');
    return 'failed';
  }
  if (!response.ok) {
    deps.log('Request failed');
    return 'failed';
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    deps.log('Malformed version response');
    return 'malformed';
  }
  const version =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).version
      : undefined;
  if (typeof version !== 'string' || version === '') {
    deps.log('Malformed version response');
    return 'malformed';
  }
  return version === pageVersion ? 'current' : 'outdated';
}
