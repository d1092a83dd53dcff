import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeCategories } from '@/components/home/home-categories';
import { HomeHero } from '@/components/home/home-hero';
import { HomePillars } from '@/components/home/home-pillars';
import { CustomerService } from '@/components/home/customer-service';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { loadHomeCategories } from '@/lib/catalog/load-home-categories';
import { pageAlternates } from '@/lib/seo/alternates';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: { absolute: t('homeTitle') },
    description: t('homeDescription'),
    alternates: pageAlternates(locale, '/'),
  };
}

export default async function HomePage({ params }: Props) {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : defaultLocale;
  setRequestLocale(locale);
  const categories = await loadHomeCategories(locale);
  const lead = categories.find((category) => category.bannerImage);
  const t = await getTranslations({ locale, namespace: 'HomeImages' });
  return (
    <>
      <HomeHero
        image={
          lead?.bannerImage
            ? { src: lead.bannerImage, alt: t('heroImageAlt', { category: lead.label }) }
            : null
        }
      />
      <HomeCategories categories={categories} locale={locale} />
      <HomePillars />
      <CustomerService locale={locale} />
    </>
  );
}
