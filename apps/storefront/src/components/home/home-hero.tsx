import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { displayItalicFont } from '@/lib/display-italic-font';

/** The welcome, beside a lifestyle picture of the shop's bed linen when commerce has one. */
export async function HomeHero({ image }: { image: { src: string; alt: string } | null }) {
  const t = await getTranslations('Home');
  return (
    <section aria-labelledby="home-title" className="bg-linen">
      <div
        className={
          image
            ? 'mx-auto grid max-w-7xl items-center gap-10 px-6 py-12 md:py-16 lg:grid-cols-[5fr_6fr]'
            : 'mx-auto max-w-5xl px-6 py-28 md:py-36'
        }
      >
        <div className={image ? 'text-center lg:text-left' : 'text-center'}>
          <p className="text-xs font-medium tracking-[0.35em] text-bronze uppercase">
            {t('eyebrow')}
          </p>
          <h1
            id="home-title"
            className="mt-6 font-serif text-5xl leading-tight font-medium text-ink md:text-7xl"
          >
            {t('title')}
          </h1>
          <p className="mx-auto mt-8 max-w-2xl text-lg leading-relaxed text-stone lg:mx-0">
            {t('lead')}
          </p>
          <p className={`mt-10 text-2xl text-ink ${displayItalicFont.className}`}>
            {t('greeting')}
          </p>
        </div>
        {image ? (
          <div className="order-first aspect-[2/1] overflow-hidden lg:order-none">
            <Image
              src={image.src}
              alt={image.alt}
              width={1200}
              height={600}
              quality={80}
              priority
              // The LCP element: fetched ahead of the fonts and scripts.
              fetchPriority="high"
              sizes="(min-width: 1024px) 55vw, 100vw"
              className="h-full w-full object-cover"
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
