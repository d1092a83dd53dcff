import 'server-only';
// Registry methods of one product: the product page, its carousels, reviews and stock alerts.
import {
  ProductDetailDocument,
  ProductReviewDocument,
  ProductReviewRatingsMetadataDocument,
  RelatedProductDocument,
  SubscribeProductAlertStockDocument,
} from '@/gql/graphql';
import {
  noArguments,
  productReviewArguments,
  stockAlertArguments,
  urlKeyArguments,
} from './api-arguments';
import { operationMethod } from './define-api-method';
import { productDetailView, relatedProductsView } from './reshape/product-detail';
import { productReviewsView, ratingMetadataView, stockAlertView } from './reshape/product-reviews';

export const productMethods = {
  // Product page (issue 3): the product by url_key, reshaped for the page; null when unknown.
  productDetail: operationMethod(
    urlKeyArguments,
    ProductDetailDocument,
    (args) => ({ urlKey: args.urlKey }),
    productDetailView,
  ),
  relatedProduct: operationMethod(
    urlKeyArguments,
    RelatedProductDocument,
    (args) => ({ urlKey: args.urlKey }),
    relatedProductsView,
  ),
  productReview: operationMethod(
    productReviewArguments,
    ProductReviewDocument,
    (args) => ({
      urlKey: args.urlKey,
      pageSize: args.pageSize ?? 20,
      currentPage: args.currentPage ?? 1,
    }),
    productReviewsView,
  ),
  productReviewRatingsMetadata: operationMethod(
    noArguments,
    ProductReviewRatingsMetadataDocument,
    () => ({}),
    ratingMetadataView,
  ),
  subscribeProductAlertStock: operationMethod(
    stockAlertArguments,
    SubscribeProductAlertStockDocument,
    (args) => ({ sku: args.sku, email: args.email }),
    stockAlertView,
  ),
};
