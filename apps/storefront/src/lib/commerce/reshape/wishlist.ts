// Wishlist documents → WishlistView (types/wishlist.ts). Null items and items without a product
// are left out: there is nothing to show, match or move.
import type { WishlistFieldsFragment } from '@/gql/graphql';
import { productPath } from '@/lib/catalog/links';
import { toLocalMediaPath } from '@/lib/media/media-url';
import type { WishlistItemOption, WishlistItemView, WishlistView } from '../types/wishlist';

type RawItem = NonNullable<NonNullable<WishlistFieldsFragment['items_v2']>['items'][number]>;

function itemOptions(item: RawItem): WishlistItemOption[] {
  if (item.__typename === 'ConfigurableWishlistItem') {
    return (item.configurable_options ?? []).flatMap((option) =>
      option ? [{ label: option.option_label, value: option.value_label }] : [],
    );
  }
  if (item.__typename === 'BundleWishlistItem') {
    return (item.bundle_options ?? []).flatMap((option) => {
      const values = (option?.values ?? []).flatMap((value) =>
        value ? [value.quantity > 1 ? `${value.quantity} × ${value.label}` : value.label] : [],
      );
      return option && values.length > 0 ? [{ label: option.label, value: values.join(', ') }] : [];
    });
  }
  return [];
}

export function wishlistItemView(item: RawItem | null): WishlistItemView | null {
  const product = item?.product;
  if (!item || !product?.sku || !product.name) return null;
  const image = toLocalMediaPath(product.small_image?.url);
  const inStock = product.stock_status !== 'OUT_OF_STOCK';
  const { final_price, regular_price } = product.price_range.minimum_price;
  return {
    id: item.id,
    quantity: item.quantity,
    typename: item.__typename,
    product: {
      uid: product.uid,
      sku: product.sku,
      name: product.name,
      typename: product.__typename,
      href: productPath(product),
      image: image ? { src: image, alt: product.small_image?.label || product.name } : null,
      price: { final: final_price, regular: regular_price },
      inStock,
      onlyLeft: inStock && product.only_x_left_in_stock ? product.only_x_left_in_stock : null,
    },
    childSku: item.__typename === 'ConfigurableWishlistItem' ? item.child_sku : null,
    options: itemOptions(item),
  };
}

/** One wish list; null without an id (no list to change). */
export function wishlistView(raw: WishlistFieldsFragment | null | undefined): WishlistView | null {
  if (!raw?.id) return null;
  const items = (raw.items_v2?.items ?? []).flatMap((item) => {
    const view = wishlistItemView(item);
    return view ? [view] : [];
  });
  return { id: raw.id, itemsCount: raw.items_count ?? items.length, items };
}

/** Customer.wishlists → the customer's wish list (Magento Open Source keeps one). */
export function customerWishlistView(
  wishlists: ReadonlyArray<WishlistFieldsFragment | null> | null | undefined,
): WishlistView | null {
  for (const raw of wishlists ?? []) {
    const view = wishlistView(raw);
    if (view) return view;
  }
  return null;
}

/** Spec §4: the count sums items_count across the customer's wish lists. */
export function wishlistItemsCountOf(
  wishlists: ReadonlyArray<{ items_count: number | null } | null> | null | undefined,
): number {
  return (wishlists ?? []).reduce((sum, list) => sum + Math.max(0, list?.items_count ?? 0), 0);
}
