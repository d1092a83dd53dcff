// The option-bearing parts of a ProductDetail item: configurable options and variants, bundle and
// grouped items. Bundle and grouped items are ordered by position (commerce-core §3).
import type { ProductDetailQuery } from '@/gql/graphql';
import type { BundleItemView, GroupedItemView, VariantPayload } from '@/lib/commerce/types/product';
import type { ConfigurableOption, Variant } from '@/lib/product/configurable';
import { productPath } from '@/lib/catalog/links';
import { byPosition, present } from './lists';

export type ProductDetailItem = NonNullable<
  NonNullable<NonNullable<ProductDetailQuery['products']>['items']>[number]
>;

export function configurableOptions(item: ProductDetailItem): ConfigurableOption[] {
  if (item.__typename !== 'ConfigurableProduct') return [];
  return byPosition(present(item.configurable_options)).map((option) => ({
    attribute_code: option.attribute_code ?? '',
    label: option.label ?? '',
    values: present(option.values).flatMap((value) =>
      value.uid
        ? [
            {
              uid: value.uid,
              valueIndex: value.value_index ?? null,
              label: value.label ?? '',
              swatch: value.swatch_data?.value ?? null,
            },
          ]
        : [],
    ),
  }));
}

export function variants(item: ProductDetailItem): Variant<VariantPayload>[] {
  if (item.__typename !== 'ConfigurableProduct') return [];
  return present(item.variants).flatMap((variant) => {
    const product = variant.product;
    if (!product?.sku) return [];
    return [
      {
        attributes: present(variant.attributes).map((a) => ({ code: a.code ?? '', uid: a.uid })),
        product: {
          sku: product.sku,
          stock_status: product.stock_status ?? null,
          saleable_qty: product.saleable_qty ?? null,
          price_range: product.price_range,
          media_gallery: present(product.media_gallery),
          color_descriptive: product.loomfront_color_descriptive ?? null,
        },
      },
    ];
  });
}

export function bundleItems(item: ProductDetailItem): BundleItemView[] {
  if (item.__typename !== 'BundleProduct') return [];
  return byPosition(present(item.items)).map((bundle, index) => ({
    uid: bundle.uid ?? `bundle-${index}`,
    title: bundle.title ?? '',
    required: bundle.required ?? false,
    type: bundle.type ?? 'radio',
    options: byPosition(present(bundle.options)).map((option) => ({
      uid: option.uid,
      label: option.label ?? '',
      quantity: option.quantity ?? 1,
      isDefault: option.is_default ?? false,
      price: option.product?.price_range.minimum_price.final_price ?? null,
      surcharge:
        option.price != null && option.price_type
          ? { value: option.price, type: option.price_type }
          : null,
    })),
  }));
}

export function groupedItems(item: ProductDetailItem): GroupedItemView[] {
  if (item.__typename !== 'GroupedProduct') return [];
  return byPosition(present(item.items)).flatMap((grouped) =>
    grouped.product?.sku
      ? [
          {
            sku: grouped.product.sku,
            name: grouped.product.name ?? grouped.product.sku,
            href: productPath(grouped.product),
            qty: grouped.qty ?? 0,
            priceRange: grouped.product.price_range,
            stockStatus: grouped.product.stock_status ?? null,
          },
        ]
      : [],
  );
}
