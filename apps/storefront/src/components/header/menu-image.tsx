import Image from 'next/image';
import type { MenuImage as MenuImageData } from '@/lib/commerce/types/navigation';

/**
 * A menu node's image: image_desktop_url from 1024 px, image_mobile_url below (each falling back to
 * image_url). Decorative beside the node's label, so its alt text is empty. A fixed width without
 * `sizes`: a 1x/2x srcset instead of every configured width.
 */
export function MenuImage({
  image,
  size,
  className = '',
}: {
  image: MenuImageData;
  size: number;
  className?: string;
}) {
  const src = image.desktop ?? image.mobile;
  if (!src) return null;
  return (
    <picture className={`block overflow-hidden ${className}`}>
      {image.mobile && image.mobile !== src ? (
        <source media="(max-width: 1023px)" srcSet={image.mobile} />
      ) : null}
      <Image
        src={src}
        alt=""
        width={size}
        height={size}
        quality={80}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}
