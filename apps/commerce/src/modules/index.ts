// Resolvers of every domain module. Their SDL is picked up from modules/<domain>/*.graphql.
import type { Resolvers } from '../generated/graphql';
import { cartResolvers } from './cart/resolvers';
import { catalogResolvers } from './catalog/resolvers';
import { checkoutResolvers } from './checkout/resolvers';
import { compareResolvers } from './compare/resolvers';
import { contentResolvers } from './content/resolvers';
import { customerResolvers } from './customer/resolvers';
import { customerAddressResolvers } from './customer-address/resolvers';
import { directoryResolvers } from './directory/resolvers';
import { giftWrapResolvers } from './gift-wrap/resolvers';
import { inventoryResolvers } from './inventory/resolvers';
import { newsletterResolvers } from './newsletter/resolvers';
import { reviewResolvers } from './review/resolvers';
import { salesResolvers } from './sales/resolvers';
import { salesRuleResolvers } from './sales-rule/resolvers';
import { searchResolvers } from './search/resolvers';
import { storesResolvers } from './stores/resolvers';
import { stripeResolvers } from './stripe/resolvers';
import { wishlistResolvers } from './wishlist/resolvers';

export const moduleResolvers: Resolvers[] = [
  storesResolvers,
  catalogResolvers,
  contentResolvers,
  searchResolvers,
  reviewResolvers,
  inventoryResolvers,
  directoryResolvers,
  newsletterResolvers,
  customerResolvers,
  customerAddressResolvers,
  salesResolvers,
  wishlistResolvers,
  compareResolvers,
  cartResolvers,
  salesRuleResolvers,
  giftWrapResolvers,
  checkoutResolvers,
  stripeResolvers,
];
