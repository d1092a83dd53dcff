import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import type { HomeCategory } from '@/lib/commerce/types/home';

/** The main categories as picture tiles: what the shop sells, recognisable at a glance. */
export async function HomeCategories({
  categories,
  locale,
}: {
  categories: HomeCategory[];
  locale: Locale;
}) {
  if (categories.length === 0) return null;
  const t = await getTranslations('HomeImages');
  return (
    <section aria-labelledby="home-categories-heading" className="mx-auto max-w-6xl px-6 py-20">
      <h2 id="home-categories-heading" className="font-serif text-4xl font-medium text-ink">
        {t('categoriesHeading')}
      </h2>
      <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6">
        {categories.map((category) => (
          <li key={category.key}>
            <Link
              href={localizePath(locale, category.href)}
              className="group block focus-visible:outline-offset-4"
            >
              <span className="block aspect-square overflow-hidden bg-linen">
                <Image
                  src={category.tileImage}
                  alt=""
                  width={480}
                  height={480}
                  quality={80}
                  sizes="(min-width: 768px) 33vw, 50vw"
                  className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              </span>
              <span className="mt-3 block font-serif text-xl text-ink group-hover:underline">
                {category.label}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
