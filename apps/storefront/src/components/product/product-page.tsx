import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/locale-path';
import { localeConfigs, type Locale } from '@/i18n/locales';
import { inlineScriptJson } from '@/lib/html/inline-script';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/product/json-ld';
import { galleryItems } from '@/lib/product/gallery';
import { pageAlternates } from '@/lib/seo/alternates';
import { siteOrigin } from '@/lib/site-url';
import { selectionFromQuery } from '@/lib/product/variant-url';
import { CarouselCard } from './carousel-card';
import { CustomGallery } from './custom-gallery';
import { ExpandSections } from './expand-sections';
import { loadProduct } from './load-product';
import { ProductCarousel, ProductMain } from './product-islands';
import { ProductExtras } from './product-extras';
import { ProductIntro } from './product-intro';
import { ProductReviews } from './product-reviews';
import { ReviewEntry } from './review-entry';
import { PromoBlock } from './promo-block';

export interface ProductPageProps {
  /** The product's url_key (the resolved route's relative_url without the leading slash). */
  urlKey: string;
  locale: Locale;
}

export interface ProductPageViewProps extends ProductPageProps {
  /** The page's query: a configurable's chosen variant (?size=…&color=…) is read from it. */
  query: URLSearchParams;
}

/** Title, description, canonical and og:image of a product page; a 404 title when unknown. */
export async function productMetadata({ urlKey, locale }: ProductPageProps): Promise<Metadata> {
  const product = await loadProduct(locale, urlKey);
  if (!product) {
    const t = await getTranslations({ locale, namespace: 'Metadata' });
    return { title: t('notFoundTitle'), robots: { index: false } };
  }
  const origin = await siteOrigin();
  const image = galleryItems(product.gallery, product.name)[0];
  const description = product.metaDescription || product.shortDescription || product.description;
  return {
    // A meta title is the whole title, as in Magento; a plain name gets the site's suffix.
    title: product.metaTitle ? { absolute: product.metaTitle } : product.name,
    description: description.slice(0, 300),
    alternates: pageAlternates(locale, `/${product.urlKey}`),
    openGraph: {
      type: 'website',
      title: product.metaTitle || product.name,
      url: `${origin}${localizePath(locale, `/${product.urlKey}`)}`,
      ...(image ? { images: [{ url: `${origin}${image.desktopUrl}`, alt: image.alt }] } : {}),
    },
  };
}

export async function ProductPage({ urlKey, locale, query }: ProductPageViewProps) {
  const product = await loadProduct(locale, urlKey);
  if (!product) notFound();
  const t = await getTranslations('Product');
  const { intlLocale } = localeConfigs[locale];
  const origin = await siteOrigin();
  const jsonLdContext = {
    pageUrl: `${origin}${localizePath(locale, `/${product.urlKey}`)}`,
    homeUrl: `${origin}${localizePath(locale, '/')}`,
    categoryUrl: (path: string) => `${origin}${localizePath(locale, `/${path}`)}`,
    images: galleryItems(product.gallery, product.name).map((i) => `${origin}${i.desktopUrl}`),
    homeLabel: t('home'),
  };
  const card = (p: (typeof product.related)[number]) => (
    <CarouselCard
      key={p.uid}
      product={p}
      locale={locale}
      intlLocale={intlLocale}
      fromLabel={t('from')}
    />
  );

  return (
    <div
      className="mx-auto max-w-7xl px-6 py-10"
      data-testid="product-page"
      data-product-type={product.typename}
    >
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: inlineScriptJson(productJsonLd(product, jsonLdContext)),
        }}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: inlineScriptJson(breadcrumbJsonLd(product, jsonLdContext)),
        }}
      />
      <ProductMain
        locale={locale}
        intlLocale={intlLocale}
        name={product.name}
        uid={product.uid}
        sku={product.sku}
        typename={product.typename}
        priceRange={product.priceRange}
        gallery={product.gallery}
        options={product.configurableOptions}
        variants={product.variants}
        initialSelection={selectionFromQuery(product.configurableOptions, product.variants, query)}
        colorDescriptive={product.colorDescriptive}
        stockStatus={product.stockStatus}
        saleableQty={product.saleableQty}
        isReturnable={product.isReturnable}
        isProductAlertAvailable={product.isProductAlertAvailable}
        hasSizeGuideTable={product.hasSizeGuideTable}
        intro={<ProductIntro product={product} locale={locale} />}
      >
        <ProductExtras product={product} locale={locale} intlLocale={intlLocale} />
      </ProductMain>
      <CustomGallery entries={product.customGallery} productName={product.name} />
      <div className="mt-16 max-w-3xl">
        <ExpandSections
          description={product.description}
          details={product.details}
          care={product.care}
          fabric={product.fabric}
        />
      </div>
      <PromoBlock type={product.promoBlockType} />
      <ProductReviews
        entry={<ReviewEntry locale={locale} sku={product.sku} />}
        ratingSummary={product.ratingSummary}
        reviewCount={product.reviewCount}
        reviews={product.reviews}
      />
      {product.related.length ? (
        <ProductCarousel title={t('related')} testId="related-products">
          {product.related.map(card)}
        </ProductCarousel>
      ) : null}
      {product.upsell.length ? (
        <ProductCarousel title={t('upsell')} testId="upsell-products">
          {product.upsell.map(card)}
        </ProductCarousel>
      ) : null}
    </div>
  );
}
