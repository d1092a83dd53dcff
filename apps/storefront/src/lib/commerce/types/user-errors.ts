// Magento's `user_errors { code message }` (ADR 0017): refusals a mutation reports beside what it
// did, e.g. one of three items not added to the cart. Thrown refusals arrive as a failed
// CommerceResult with their category instead (result.ts).

export interface UserError {
  /** Magento's code, e.g. PRODUCT_NOT_FOUND, NOT_SALABLE, INSUFFICIENT_STOCK, UNDEFINED. */
  code: string;
  message: string;
}

/** A mutation's answer: what it did, and the user errors it reported. */
export type MutationView<T> = T & { userErrors: UserError[] };
