// ProductSearch and CategorySearch answers → the search overlay's hits and the category list.
import type { CategorySearchQuery, ProductSearchQuery } from '@/gql/graphql';
import { categoryPath, productPath } from '@/lib/catalog/links';
import type { CategoryListView, SearchHit } from '@/lib/commerce/types/catalog';
import { toLocalMediaPath } from '@/lib/media/media-url';

/** productSearch: products without a link or a name are left out. */
export function productSearchHits(data: ProductSearchQuery): SearchHit[] {
  return (data.products?.items ?? []).flatMap((item) => {
    const href = item ? productPath(item) : null;
    if (!item || !href || !item.name) return [];
    return [
      {
        key: item.uid,
        label: item.name,
        href,
        image: toLocalMediaPath(item.product_thumbnail?.url),
        price: { priceRange: item.price_range, typename: item.__typename },
      },
    ];
  });
}

/** categoryList, getCategoryList, categorySearch: every category, roots (without a path) too. */
export function categoryListView(data: CategorySearchQuery): CategoryListView {
  return {
    categoryList: (data.categoryList ?? []).flatMap((category) =>
      category
        ? [
            {
              uid: category.uid,
              name: category.name,
              href: categoryPath(category),
              url_path: category.url_path,
            },
          ]
        : [],
    ),
  };
}
