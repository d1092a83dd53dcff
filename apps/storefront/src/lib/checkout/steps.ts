// The checkout's steps (commerce-core §2, §4 "Checkout sub-steps"; presentation §4 "Steps
// widget"). Pure: the pages decide with these where a shopper may stand, the steps widget how each
// step reads. The cart on the server is the truth (ADR 0054): what a step saved is read back from it.

export const checkoutSteps = ['user-account', 'shipping', 'billing', 'payment'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];
/** The thank-you page follows the steps; it is not one of them. */
export type CheckoutPage = CheckoutStep | 'thank-you';

export function isCheckoutStep(value: unknown): value is CheckoutStep {
  return typeof value === 'string' && (checkoutSteps as readonly string[]).includes(value);
}

/** What the cart already holds, as the steps need it. */
export interface CheckoutProgress {
  /** The cart has an e-mail (a guest's, or the signed-in customer's own). */
  hasEmail: boolean;
  /** A virtual cart ships nothing: no shipping address or method. */
  isVirtual: boolean;
  hasShippingAddress: boolean;
  hasShippingMethod: boolean;
  hasBillingAddress: boolean;
}

/** Where Stripe sends the shopper back after 3-D Secure (ADR 0056); not a step. */
export const PAYMENT_PROCESSING_PATH = '/checkout/payment-processing';

/** Whether a step's data is complete in the cart. Payment is done only by placing the order. */
export function isStepComplete(step: CheckoutStep, progress: CheckoutProgress): boolean {
  switch (step) {
    case 'user-account':
      return progress.hasEmail;
    case 'shipping':
      return progress.isVirtual || (progress.hasShippingAddress && progress.hasShippingMethod);
    case 'billing':
      return progress.hasBillingAddress;
    case 'payment':
      return false;
  }
}

/** Spec: /checkout goes to the first step not done. */
export function firstOpenStep(progress: CheckoutProgress): CheckoutStep {
  return checkoutSteps.find((step) => !isStepComplete(step, progress)) ?? 'payment';
}

/**
 * The step a shopper asking for `requested` is shown: the one asked for when every step before it
 * is done, else the first one not done (a shopper cannot pay before the cart has an address).
 */
export function allowedStep(requested: CheckoutStep, progress: CheckoutProgress): CheckoutStep {
  const open = firstOpenStep(progress);
  return checkoutSteps.indexOf(requested) <= checkoutSteps.indexOf(open) ? requested : open;
}

/** The step after `step`; the payment step is followed by the thank-you page. */
export function nextStep(step: CheckoutStep): CheckoutPage {
  const index = checkoutSteps.indexOf(step);
  return checkoutSteps[index + 1] ?? 'thank-you';
}

export interface StepState {
  step: CheckoutStep;
  /** 0-based, as the order review's edit buttons count them. */
  index: number;
  done: boolean;
  active: boolean;
  disabled: boolean;
}

/**
 * Presentation §4: a step is done if it is before the active one; earlier steps are disabled when
 * going back is not allowed. Later steps are never links. `active` is the thank-you page after the
 * order: every step is then done, and none can be opened again.
 */
export function stepStates(active: CheckoutPage, canGoBack: boolean): StepState[] {
  const activeIndex = active === 'thank-you' ? checkoutSteps.length : checkoutSteps.indexOf(active);
  return checkoutSteps.map((step, index) => {
    const done = index < activeIndex;
    return {
      step,
      index,
      done,
      active: index === activeIndex,
      disabled: done ? !canGoBack : index !== activeIndex,
    };
  });
}

/**
 * Presentation §2 "order review with edit buttons": step 0 personal, step 1 shipping, step 2
 * billing and payment. Each edit button opens its step.
 */
export const reviewSections = [
  { section: 'personal', step: 'user-account' },
  { section: 'shipping', step: 'shipping' },
  { section: 'billingAndPayment', step: 'billing' },
] as const satisfies ReadonlyArray<{ section: string; step: CheckoutStep }>;

export function checkoutPath(page: CheckoutPage): string {
  return `/checkout/${page}`;
}
