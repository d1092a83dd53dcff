// Product videos (Magento's video_content: video_provider + video_url). Provider videos are page
// URLs (vimeo.com/76979871, youtube.com/watch?v=…) that a <video> element cannot play: they are
// shown through the provider's embed player, without cookies where the provider allows it. Only
// this helper turns an untrusted video URL into something the page loads.

export type VideoSource =
  | { kind: 'embed'; provider: 'youtube' | 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

function youtubeId(host: string, url: URL): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (segments[0] === 'watch') id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The numeric video id, and the privacy hash of an unlisted video (vimeo.com/{id}/{hash}). */
function vimeoId(url: URL): { id: string; hash: string | null } | null {
  const segments = url.pathname.split('/').filter(Boolean);
  const at = segments.findIndex((segment) => /^\d{1,12}$/.test(segment));
  if (at < 0) return null;
  const next = segments[at + 1];
  const hash = url.searchParams.get('h') ?? (next && /^[0-9a-f]{6,}$/i.test(next) ? next : null);
  return { id: segments[at]!, hash: hash && /^[0-9a-f]+$/i.test(hash) ? hash : null };
}

/**
 * How to play a video URL: a YouTube (youtube-nocookie) or Vimeo (do-not-track) embed, a direct
 * video file, or null when it is neither (then the gallery shows only the preview image).
 */
export function videoSource(rawUrl: string | null | undefined): VideoSource | null {
  if (!rawUrl) return null;
  let url: URL;
  try {
    url = new URL(rawUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  if (['youtube.com', 'youtube-nocookie.com', 'youtu.be'].includes(host)) {
    const id = youtubeId(host, url);
    return id
      ? {
          kind: 'embed',
          provider: 'youtube',
          id,
          embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
        }
      : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const video = vimeoId(url);
    if (!video) return null;
    const hash = video.hash ? `&h=${video.hash}` : '';
    return {
      kind: 'embed',
      provider: 'vimeo',
      id: video.id,
      embedUrl: `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1${hash}`,
    };
  }
  return VIDEO_FILE.test(url.pathname) ? { kind: 'file', url: url.toString() } : null;
}
