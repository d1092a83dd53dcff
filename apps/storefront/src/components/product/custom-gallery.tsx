import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import {
  CUSTOM_GALLERY_IMAGE_SIZE,
  galleryItems,
  type MediaGalleryEntryInput,
} from '@/lib/product/gallery';

/**
 * The editorial images of a product (custom_gallery): 362 × 362 squares on small screens, a row
 * of full-height (700 px) pictures from 768 px up (spec §9 image sizes).
 */
export async function CustomGallery({
  entries,
  productName,
}: {
  entries: MediaGalleryEntryInput[];
  productName: string;
}) {
  const items = galleryItems(entries, productName);
  if (items.length === 0) return null;
  const t = await getTranslations('Product');
  return (
    <section aria-label={t('customGallery')} className="mt-16" data-testid="custom-gallery">
      {/* Focusable, so a keyboard can scroll the row on a phone (axe scrollable-region-focusable). */}
      <ul
        tabIndex={0}
        className="flex snap-x gap-4 overflow-x-auto md:grid md:auto-cols-fr md:grid-flow-col md:overflow-visible"
      >
        {items.map((item) => (
          <li key={item.desktopUrl} className="shrink-0 snap-start">
            <Image
              src={item.desktopUrl}
              alt={item.alt}
              {...CUSTOM_GALLERY_IMAGE_SIZE}
              quality={80}
              sizes={`(max-width: 767px) ${CUSTOM_GALLERY_IMAGE_SIZE.width}px, 50vw`}
              // 700 px: the spec's custom height (a class, so the breakpoint can apply it).
              className="h-[362px] w-[362px] max-w-[85vw] object-cover md:h-[700px] md:w-full md:max-w-none"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
