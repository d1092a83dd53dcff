// Commerce returns absolute media URLs (its base_media_url); the storefront serves them through its
// own /media/... route so next/image treats them as local images and the browser never needs to
// reach the commerce service.

const MEDIA_SEGMENT = '/media/';

/**
 * The local `/media/...` path of a commerce media URL (absolute, or already a `/media/` path), or
 * null when the URL is not a commerce media URL (then callers show no image rather than a foreign one).
 */
export function toLocalMediaPath(url: string | null | undefined): string | null {
  if (!url) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local.invalid').pathname;
  } catch {
    return null;
  }
  const at = pathname.indexOf(MEDIA_SEGMENT);
  if (at < 0) return null;
  const rest = pathname.slice(at + MEDIA_SEGMENT.length);
  if (!rest || rest.split('/').some((segment) => segment === '..' || segment === '')) return null;
  return `${MEDIA_SEGMENT}${rest}`;
}

/** The commerce URL a local media path is fetched from. */
export function commerceMediaUrl(commerceBase: string, segments: readonly string[]): string | null {
  if (segments.length === 0) return null;
  if (
    segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('/') || s.includes('\\'))
  ) {
    return null;
  }
  const base = commerceBase.replace(/\/+$/, '');
  return `${base}${MEDIA_SEGMENT}${segments.map(encodeURIComponent).join('/')}`;
}
