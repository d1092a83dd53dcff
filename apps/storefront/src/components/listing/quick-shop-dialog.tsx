'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { LocaleLink } from '@/components/layout/locale-link';
import { OptionPicker } from '@/components/product/option-picker';
import { ProductPrice } from '@/components/product/product-price';
import { localeConfig, type Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import type { ProductView } from '@/lib/commerce/types/product';
import {
  choose,
  imageVariant,
  selectedVariant,
  valueStates,
  type Selection,
} from '@/lib/product/configurable';
import { galleryItems } from '@/lib/product/gallery';
import { headlinePrice } from '@/lib/product/price-rules';
import { isVirtualType, stockState } from '@/lib/product/stock-rules';
import { queryWithSelection } from '@/lib/product/variant-url';

interface QuickShopDialogProps {
  locale: Locale;
  urlKey: string;
  name: string;
  /** The product page's path, without locale prefix. */
  href: string;
  onClose: () => void;
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; product: ProductView };

const IMAGE_SIZE = 360;

/**
 * A quick-shop category's quick view: the product's picture, price and options (with their stock)
 * on the native modal <dialog> (focus trapped, Escape and a backdrop click close it), and a link to
 * the product page with the chosen variant in its address (ADR 0034). Loaded when it opens, through
 * the registry's productDetail method. No add to cart until the cart exists.
 */
export function QuickShopDialog({ locale, urlKey, name, href, onClose }: QuickShopDialogProps) {
  const t = useTranslations('Listing');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [selection, setSelection] = useState<Selection>({});

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    let current = true;
    void callApiMethod(locale, 'productDetail', { urlKey }).then((result) => {
      if (!current) return;
      setLoaded(
        result.ok && result.data ? { kind: 'ready', product: result.data } : { kind: 'failed' },
      );
    });
    return () => {
      current = false;
    };
  }, [locale, urlKey]);

  const close = () => ref.current?.close();
  const product = loaded.kind === 'ready' ? loaded.product : null;

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={loaded.kind === 'loading'}
      data-testid="quick-shop"
      onClose={onClose}
      onClick={(event) => {
        // The backdrop: a click on the dialog box itself, outside its content.
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-3xl overflow-y-auto bg-ivory p-0 text-ink shadow-xl backdrop:bg-night/50"
    >
      <div className="px-5 pt-5 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-serif text-2xl">
            {name}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t('closeQuickView')}
            className="-mt-1 min-h-10 min-w-10 text-2xl leading-none text-stone hover:text-ink focus-visible:outline-2 focus-visible:outline-bronze"
          >
            ×
          </button>
        </div>
        {loaded.kind === 'loading' ? (
          <p role="status" className="py-16 text-center text-stone">
            {t('quickViewLoading')}
          </p>
        ) : null}
        {loaded.kind === 'failed' ? (
          <p role="alert" className="py-8 text-stone">
            {t('quickViewFailed')}
          </p>
        ) : null}
        {product ? (
          <QuickShopBody
            product={product}
            locale={locale}
            selection={selection}
            onChoose={(code, value) =>
              setSelection(choose(product.variants, selection, code, value))
            }
          />
        ) : null}
        {/* Kept in view at the foot of a tall dialog on small screens. */}
        <div className="sticky bottom-0 -mx-5 mt-6 border-t border-sand bg-ivory px-5 py-4 sm:static sm:mx-0 sm:mt-8 sm:border-0 sm:p-0">
          <LocaleLink
            locale={locale}
            href={withQuery(
              href,
              product
                ? queryWithSelection(product.configurableOptions, selection, new URLSearchParams())
                : null,
            )}
            data-testid="quick-shop-details"
            className="inline-flex min-h-11 items-center bg-ink px-6 font-medium text-ivory hover:bg-bronze focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-bronze"
          >
            {t('viewFullDetails')}
          </LocaleLink>
        </div>
      </div>
    </dialog>
  );
}

function withQuery(href: string, query: URLSearchParams | null): string {
  const text = query?.toString() ?? '';
  return text ? `${href}?${text}` : href;
}

function QuickShopBody({
  product,
  locale,
  selection,
  onChoose,
}: {
  product: ProductView;
  locale: Locale;
  selection: Selection;
  onChoose: (code: string, valueUid: string) => void;
}) {
  const words = useTranslations('Product');
  const { intlLocale } = localeConfig(locale);
  const options = product.configurableOptions;
  const current = selectedVariant(options, product.variants, selection)?.product;
  const pictured = imageVariant(options, product.variants, selection)?.product;
  const image = galleryItems(pictured?.media_gallery ?? product.gallery, product.name).find(
    (item) => item.kind === 'image',
  );
  const headline = current
    ? headlinePrice('SimpleProduct', current.price_range)
    : headlinePrice(product.typename, product.priceRange);
  const stock = stockState({
    stockStatus: current ? current.stock_status : product.stockStatus,
    saleableQty: current ? current.saleable_qty : product.saleableQty,
    isReturnable: product.isReturnable,
    isProductAlertAvailable: product.isProductAlertAvailable,
    isVirtual: isVirtualType(product.typename),
  });
  const inStock = stock.label === 'inStock';
  return (
    <div className="mt-4 grid gap-6 sm:grid-cols-[minmax(0,22.5rem)_1fr]">
      <div className="aspect-square bg-sand/40">
        {image ? (
          <Image
            src={image.desktopUrl}
            alt={image.alt}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            quality={80}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div>
        <ProductPrice headline={headline} intlLocale={intlLocale} />
        {options.map((option) => (
          <OptionPicker
            key={option.attribute_code}
            option={option}
            states={valueStates(option, product.variants, selection)}
            selected={selection[option.attribute_code]}
            onChoose={(value) => onChoose(option.attribute_code, value)}
          />
        ))}
        {options.length > 0 && !current ? (
          <p className="mt-4 text-sm text-stone">{words('chooseOptions')}</p>
        ) : null}
        <p
          data-testid="quick-shop-stock"
          aria-live="polite"
          className={`mt-6 text-sm ${inStock ? 'text-success' : 'text-danger'}`}
        >
          {inStock ? words('inStock') : words('outOfStock')}
        </p>
      </div>
    </div>
  );
}
