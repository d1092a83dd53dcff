'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { VideoSource } from '@/lib/product/video-source';

/**
 * A gallery video, click to load: its preview image and a labelled play button until the shopper
 * presses play, so nothing is fetched from the provider before that. Then the provider's embed
 * player (titled) or, for a video file, a <video> with native play/pause controls.
 */
export function GalleryVideo({
  video,
  title,
  preview,
}: {
  video: VideoSource;
  title: string;
  /** The preview image, shown until play is pressed. */
  preview: ReactNode;
}) {
  const t = useTranslations('Product');
  const [playing, setPlaying] = useState(false);
  if (playing && video.kind === 'embed') {
    return (
      <iframe
        src={video.embedUrl}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-full w-full border-0"
        data-testid="gallery-video-player"
      />
    );
  }
  if (playing && video.kind === 'file') {
    return (
      <video
        src={video.url}
        title={title}
        controls
        autoPlay
        playsInline
        className="h-full w-full"
        data-testid="gallery-video-player"
      />
    );
  }
  return (
    <>
      {preview}
      <button
        type="button"
        onClick={() => setPlaying(true)}
        aria-label={t('playVideoTitled', { title })}
        className="absolute inset-0 flex items-center justify-center bg-night/10 hover:bg-night/20 focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-bronze"
      >
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-night/80 text-ivory"
        >
          <svg viewBox="0 0 24 24" className="ml-1 h-8 w-8" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
      </button>
    </>
  );
}
