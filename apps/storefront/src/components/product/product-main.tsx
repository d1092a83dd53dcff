'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import type { Locale } from '@/i18n/locales';
import { canAddToCart } from '@/lib/cart/add-to-cart';
import {
  choose,
  descriptiveColour,
  imageVariant,
  selectedVariant,
  valueStates,
  type ConfigurableOption,
  type Selection,
  type Variant,
} from '@/lib/product/configurable';
import { galleryItems, type MediaGalleryEntryInput } from '@/lib/product/gallery';
import type { PriceRangeWithMaximum, VariantPayload } from '@/lib/commerce/types/product';
import { headlinePrice } from '@/lib/product/price-rules';
import { sizeTableRows } from '@/lib/product/size-table';
import { stockState, isVirtualType, type StockStatus } from '@/lib/product/stock-rules';
import { capitalizeFirst } from '@/lib/product/text-rules';
import { queryWithSelection } from '@/lib/product/variant-url';
import { OptionPicker } from './option-picker';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { SidePanel } from './side-panel';
import { SizeTable } from './size-table';
import { StockInfo } from './stock-info';

// The form brings zod and react-hook-form: they load when the panel first opens, not with every
// page of the catch-all route (categories included, ADR 0039).
const NotifyMeForm = dynamic(() =>
  import('./notify-me-form').then((module) => module.NotifyMeForm),
);

export interface ProductMainProps {
  locale: Locale;
  intlLocale: string;
  name: string;
  uid: string;
  sku: string;
  typename: string;
  priceRange: PriceRangeWithMaximum;
  gallery: MediaGalleryEntryInput[];
  options: ConfigurableOption[];
  variants: Variant<VariantPayload>[];
  /** The choice the address names (read on the server, so the first paint already shows it). */
  initialSelection: Selection;
  colorDescriptive: string | null;
  stockStatus: StockStatus | null;
  saleableQty: number | null;
  isReturnable: boolean;
  isProductAlertAvailable: boolean;
  hasSizeGuideTable: boolean;
  /** Server-rendered breadcrumb, name, tag line, lead and badges. */
  intro: ReactNode;
  /** Server-rendered blocks under the options (collection link, bundle, grouped). */
  children?: ReactNode;
}

/**
 * The above-the-fold island: the chosen configurable variant decides the sku, price, images,
 * colour and stock shown, and is written into the address (?size=…&color=…) so it can be shared.
 */
export function ProductMain(props: ProductMainProps) {
  const t = useTranslations('Product');
  const [selection, setSelection] = useState<Selection>(props.initialSelection);
  const [panel, setPanel] = useState<'size' | 'notify' | null>(null);
  const variant = selectedVariant(props.options, props.variants, selection);
  const current = variant?.product;
  // Images follow the colour as soon as it is picked; sku, price and stock need the full selection.
  const pictured = imageVariant(props.options, props.variants, selection)?.product;
  const images = galleryItems(pictured?.media_gallery ?? props.gallery, props.name);
  const isVirtual = isVirtualType(props.typename);
  const stock = stockState(
    current
      ? {
          stockStatus: current.stock_status,
          saleableQty: current.saleable_qty,
          isReturnable: props.isReturnable,
          isProductAlertAvailable: props.isProductAlertAvailable,
        }
      : { ...props, isVirtual },
  );
  const sku = current?.sku ?? props.sku;
  const isConfigurable = props.typename === 'ConfigurableProduct';
  const headline = current
    ? headlinePrice('SimpleProduct', current.price_range)
    : headlinePrice(props.typename, props.priceRange);
  const colour = descriptiveColour(props.variants, selection, props.colorDescriptive);
  const sizes = sizeTableRows(props.options);
  // Bundles and grouped products add from their own blocks, which hold the shopper's choice.
  const addsHere = props.typename !== 'BundleProduct' && props.typename !== 'GroupedProduct';
  const addable =
    canAddToCart({
      typename: props.typename,
      stockStatus: props.stockStatus,
      // A configurable's saleable quantity is its in-stock variants'.
      saleableQty: isConfigurable
        ? props.variants
            .filter((variant) => variant.product.stock_status === 'IN_STOCK')
            .reduce((sum, variant) => sum + (variant.product.saleable_qty ?? 0), 0)
        : props.saleableQty,
    }) && (current ? stock.canBuy : true);

  function onChoose(code: string, value: string) {
    const next = choose(props.variants, selection, code, value);
    setSelection(next);
    const query = queryWithSelection(
      props.options,
      next,
      new URLSearchParams(window.location.search),
    ).toString();
    // replaceState: a choice is not a new page in the history; Next keeps its router in step.
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }

  return (
    <div className="grid gap-10 md:grid-cols-2">
      {/* A new set of images starts the gallery over; the same set (another size) keeps its place. */}
      <ProductGallery key={images.map((image) => image.desktopUrl).join(' ')} items={images} />
      <div>
        {props.intro}
        <p className="mt-2 text-sm text-stone">
          {t('sku')}: <span data-testid="product-sku">{sku}</span>
        </p>
        <div className="mt-6">
          <ProductPrice headline={headline} intlLocale={props.intlLocale} />
        </div>
        {colour ? (
          <p className="mt-4 text-sm" data-testid="product-colour">
            <span className="text-stone">{t('colour')}: </span>
            {capitalizeFirst(colour)}
          </p>
        ) : null}
        {props.options.map((option) => (
          <OptionPicker
            key={option.attribute_code}
            option={option}
            states={valueStates(option, props.variants, selection)}
            selected={selection[option.attribute_code]}
            onChoose={(value) => onChoose(option.attribute_code, value)}
          />
        ))}
        {isConfigurable && !current ? (
          <p className="mt-4 text-sm text-stone">{t('chooseOptions')}</p>
        ) : null}
        <StockInfo state={stock} onNotifyMe={() => setPanel('notify')} />
        {addsHere ? (
          <AddToCartButton
            product={{ typename: props.typename, sku: props.sku, name: props.name }}
            enabled={addable}
            incompleteMessage={t('chooseOptions')}
            choice={(quantity) =>
              !isConfigurable
                ? { kind: 'single', quantity }
                : current
                  ? {
                      kind: 'configurable',
                      quantity,
                      selectedOptions: props.options.flatMap((option) => {
                        const uid = selection[option.attribute_code];
                        return uid ? [uid] : [];
                      }),
                    }
                  : null
            }
          />
        ) : null}
        <WishlistToggle
          product={{ uid: props.uid, sku: props.sku, typename: props.typename }}
          variantSku={current?.sku ?? null}
          withText
          className="mt-4 flex min-h-11 w-fit items-center gap-2 border border-ink px-4 text-sm hover:border-bronze hover:text-bronze aria-pressed:bg-ink aria-pressed:text-ivory"
        />
        {props.hasSizeGuideTable && sizes.length > 0 ? (
          <button
            type="button"
            onClick={() => setPanel('size')}
            className="mt-4 text-sm underline underline-offset-4"
          >
            {t('showSizeTable')}
          </button>
        ) : null}
        {props.children}
      </div>
      <SidePanel
        open={panel === 'size'}
        onClose={() => setPanel(null)}
        title={t('sizeTable.title')}
        closeLabel={t('close')}
        testId="size-table-panel"
      >
        <SizeTable rows={sizes} chosen={selection.size} productName={props.name} />
      </SidePanel>
      <SidePanel
        open={panel === 'notify'}
        onClose={() => setPanel(null)}
        title={t('notify.title')}
        closeLabel={t('close')}
        testId="notify-me-panel"
      >
        {panel === 'notify' ? (
          <NotifyMeForm locale={props.locale} sku={sku} productName={props.name} />
        ) : null}
      </SidePanel>
    </div>
  );
}
