// Cart bounds shared by the argument schemas (server) and the islands (browser), without zod.

/** Spec §9: a cart line holds at most 99 units by default. */
export const CART_LINE_MAX_QUANTITY = 99;
