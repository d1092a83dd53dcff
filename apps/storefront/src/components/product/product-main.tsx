'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import type { PriceRangeInput } from '@/lib/catalog/price-display';
import {
  choose,
  imageVariant,
  selectedVariant,
  valueStates,
  type ConfigurableOption,
  type Selection,
  type Variant,
} from '@/lib/product/configurable';
import { galleryItems, type MediaGalleryEntryInput } from '@/lib/product/gallery';
import type { VariantPayload } from '@/lib/commerce/types/product';
import { stockState, type StockStatus } from '@/lib/product/stock-rules';
import { NotifyMeForm } from './notify-me-form';
import { OptionPicker } from './option-picker';
import { ProductGallery } from './product-gallery';
import { ProductPrice } from './product-price';
import { SidePanel } from './side-panel';
import { SizeTable } from './size-table';
import { StockInfo } from './stock-info';

export interface ProductMainProps {
  locale: Locale;
  intlLocale: string;
  name: string;
  sku: string;
  typename: string;
  priceRange: PriceRangeInput;
  gallery: MediaGalleryEntryInput[];
  options: ConfigurableOption[];
  variants: Variant<VariantPayload>[];
  stockStatus: StockStatus | null;
  saleableQty: number | null;
  isReturnable: boolean;
  isProductAlertAvailable: boolean;
  hasSizeGuideTable: boolean;
  /** Server-rendered name, tag line and badges. */
  intro: ReactNode;
  /** Server-rendered blocks under the options (colour, bundle, grouped, collection link). */
  children?: ReactNode;
}

/**
 * The above-the-fold island: the chosen configurable variant decides the sku, price, images and
 * stock shown; everything else is rendered on the server.
 */
export function ProductMain(props: ProductMainProps) {
  const t = useTranslations('Product');
  const [selection, setSelection] = useState<Selection>({});
  const [panel, setPanel] = useState<'size' | 'notify' | null>(null);
  const variant = selectedVariant(props.options, props.variants, selection);
  const current = variant?.product;
  // Images follow the colour as soon as it is picked; sku, price and stock need the full selection.
  const pictured = imageVariant(props.options, props.variants, selection)?.product;
  const images = galleryItems(pictured?.media_gallery ?? props.gallery, props.name);
  const stock = stockState(
    current
      ? {
          stockStatus: current.stock_status,
          saleableQty: current.saleable_qty,
          isReturnable: props.isReturnable,
          isProductAlertAvailable: props.isProductAlertAvailable,
        }
      : props,
  );
  const sku = current?.sku ?? props.sku;
  const isConfigurable = props.typename === 'ConfigurableProduct';

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
          <ProductPrice
            priceRange={current?.price_range ?? props.priceRange}
            from={isConfigurable && !current}
            intlLocale={props.intlLocale}
          />
        </div>
        {props.options.map((option) => (
          <OptionPicker
            key={option.attribute_code}
            option={option}
            states={valueStates(option, props.variants, selection)}
            selected={selection[option.attribute_code]}
            onChoose={(value) =>
              setSelection((s) => choose(props.variants, s, option.attribute_code, value))
            }
          />
        ))}
        {isConfigurable && !current ? (
          <p className="mt-4 text-sm text-stone">{t('chooseOptions')}</p>
        ) : null}
        <StockInfo state={stock} onNotifyMe={() => setPanel('notify')} />
        {props.hasSizeGuideTable ? (
          <button
            type="button"
            onClick={() => setPanel('size')}
            className="mt-4 text-sm underline underline-offset-4"
          >
            {t('showSizeTable')}
          </button>
        ) : null}
        {/* Reserved for add to cart, which arrives with the cart issue (no dead control meanwhile). */}
        <div className="mt-6 min-h-14" data-slot="add-to-cart" />
        {props.children}
      </div>
      <SidePanel
        open={panel === 'size'}
        onClose={() => setPanel(null)}
        title={t('sizeTable.title')}
        closeLabel={t('close')}
        testId="size-table-panel"
      >
        <SizeTable />
      </SidePanel>
      <SidePanel
        open={panel === 'notify'}
        onClose={() => setPanel(null)}
        title={t('notify.title')}
        closeLabel={t('close')}
        testId="notify-me-panel"
      >
        <NotifyMeForm locale={props.locale} sku={sku} productName={props.name} />
      </SidePanel>
    </div>
  );
}
