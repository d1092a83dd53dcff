// Product gallery model (presentation-discovery §3 "Gallery image", §9 gallery constants).
import { toLocalMediaPath } from '@/lib/media/media-url';
import { videoSource, type VideoSource } from './video-source';

export const GALLERY_MAX_IMAGES = 14;
export const GALLERY_ZOOM_SCALE = 2;
export const GALLERY_MAIN_SIZE = { width: 740, height: 740 } as const;
export const GALLERY_THUMB_SIZE = { width: 160, height: 160 } as const;

export interface MediaGalleryEntryInput {
  __typename?: string;
  url?: string | null;
  label?: string | null;
  position?: number | null;
  disabled?: boolean | null;
  desktop?: string | null;
  mobile?: string | null;
  /** The original file: the gallery's big URL, shown magnified on zoom. */
  source_link?: string | null;
  video_content?: { video_url?: string | null; video_title?: string | null } | null;
}

export interface GalleryItem {
  kind: 'image' | 'video';
  alt: string;
  /** Local /media paths (next/image treats them as local). */
  desktopUrl: string;
  mobileUrl: string;
  thumbUrl: string;
  /** The big image the zoom magnifies (source_link, else the desktop file). */
  bigUrl: string;
  /** A light image shown under the main one while it loads (the base image). */
  placeholderUrl: string;
  zoom: number;
  /** For videos: how to play it (lib/product/video-source.ts); the image is its preview. */
  video: VideoSource | null;
  /** For videos: the title of the player (the iframe's accessible name). */
  videoTitle: string | null;
}

/** The custom gallery block's image size (spec §9: image 362×362; from 768 px, height 700). */
export const CUSTOM_GALLERY_IMAGE_SIZE = { width: 362, height: 362 } as const;

/**
 * Enabled entries in position order, at most 14; each image has a desktop and a mobile URL (the
 * base URL when a variant is missing). Entries without a servable image are dropped.
 */
export function galleryItems(
  entries: readonly MediaGalleryEntryInput[] | null | undefined,
  productName: string,
  max = GALLERY_MAX_IMAGES,
): GalleryItem[] {
  const items: GalleryItem[] = [];
  const sorted = [...(entries ?? [])]
    .filter((e) => !e.disabled)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  for (const entry of sorted) {
    if (items.length >= max) break;
    const base = toLocalMediaPath(entry.url);
    const desktop = toLocalMediaPath(entry.desktop) ?? base;
    const mobile = toLocalMediaPath(entry.mobile) ?? base ?? desktop;
    if (!desktop || !mobile) continue;
    const video =
      entry.__typename === 'ProductVideo' ? videoSource(entry.video_content?.video_url) : null;
    const alt = entry.label?.trim() || productName;
    items.push({
      kind: video ? 'video' : 'image',
      alt,
      desktopUrl: desktop,
      mobileUrl: mobile,
      thumbUrl: base ?? desktop,
      bigUrl: toLocalMediaPath(entry.source_link) ?? desktop,
      placeholderUrl: base ?? desktop,
      zoom: GALLERY_ZOOM_SCALE,
      video,
      videoTitle: video ? entry.video_content?.video_title?.trim() || alt : null,
    });
  }
  return items;
}
