'use client';

import Image, { getImageProps } from 'next/image';
import { useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import {
  GALLERY_MAIN_SIZE,
  GALLERY_THUMB_SIZE,
  GALLERY_ZOOM_SCALE,
  type GalleryItem,
} from '@/lib/product/gallery';
import { GalleryVideo } from './gallery-video';

const IMAGE_DEFAULTS = { quality: 80, style: { objectFit: 'cover' } } as const;

/** Art direction: the mobile file below 768 px, the desktop file above (spec gallery image). */
function GalleryPicture({ item, priority }: { item: GalleryItem; priority: boolean }) {
  // The first picture is the page's LCP element: fetched ahead of the fonts and scripts.
  const common = {
    alt: item.alt,
    ...GALLERY_MAIN_SIZE,
    ...IMAGE_DEFAULTS,
    priority,
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  const { props: mobile } = getImageProps({ ...common, src: item.mobileUrl, sizes: '100vw' });
  const { props: desktop } = getImageProps({ ...common, src: item.desktopUrl, sizes: '740px' });
  // The placeholder, the smallest rendition of the base image, shows until the picture paints.
  const { props: placeholder } = getImageProps({
    src: item.placeholderUrl,
    alt: '',
    width: 16,
    height: 16,
    quality: 50,
  });
  return (
    <picture
      className="block h-full w-full bg-cover bg-center"
      style={{ backgroundImage: `url("${placeholder.src}")` }}
      data-placeholder={item.placeholderUrl}
    >
      <source media="(max-width: 767px)" srcSet={mobile.srcSet} />
      {/* next/image art direction (getImageProps): the props carry alt, sizes and srcSet. */}
      <img {...desktop} className="h-full w-full" />
    </picture>
  );
}

export function ProductGallery({ items }: { items: GalleryItem[] }) {
  const t = useTranslations('Product');
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = items[Math.min(index, items.length - 1)];
  if (!current) return <div className="aspect-square w-full bg-linen" aria-hidden="true" />;

  function onMove(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  }

  return (
    <section aria-label={t('gallery')} data-testid="product-gallery">
      <div
        className="relative aspect-square w-full overflow-hidden bg-linen"
        onMouseMove={current.kind === 'image' ? onMove : undefined}
        onMouseLeave={() => setZoom(null)}
      >
        {current.video ? (
          // Keyed by position: another thumbnail stops the player and shows its preview again.
          <GalleryVideo
            key={index}
            video={current.video}
            title={current.videoTitle ?? current.alt}
            preview={<GalleryPicture item={current} priority={index === 0} />}
          />
        ) : (
          <div className="relative h-full w-full">
            <GalleryPicture item={current} priority={index === 0} />
            {zoom ? (
              // The zoom magnifies the big image (the original file), not the 740 px rendition.
              <div
                aria-hidden="true"
                data-testid="gallery-zoom"
                className="pointer-events-none absolute inset-0 bg-no-repeat"
                style={{
                  backgroundImage: `url("${current.bigUrl}")`,
                  backgroundSize: `${current.zoom * 100}%`,
                  backgroundPosition: `${zoom.x}% ${zoom.y}%`,
                }}
              />
            ) : null}
          </div>
        )}
      </div>
      {items.length > 1 ? (
        <ul className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-7">
          {items.map((item, i) => (
            <li key={`${item.thumbUrl}-${i}`}>
              <button
                type="button"
                aria-label={t(item.video ? 'showVideo' : 'showImage', {
                  number: i + 1,
                  total: items.length,
                })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={`block w-full border-2 ${i === index ? 'border-bronze' : 'border-transparent'}`}
              >
                <Image
                  src={item.thumbUrl}
                  alt=""
                  {...GALLERY_THUMB_SIZE}
                  {...IMAGE_DEFAULTS}
                  sizes="160px"
                  className="aspect-square w-full"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <span className="sr-only">{t('zoomHint', { scale: GALLERY_ZOOM_SCALE })}</span>
    </section>
  );
}
