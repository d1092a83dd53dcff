import { describe, expect, it } from 'vitest';
import {
  allowedStep,
  checkoutPath,
  firstOpenStep,
  nextStep,
  reviewSections,
  stepStates,
  type CheckoutProgress,
} from './steps';

const empty: CheckoutProgress = {
  hasEmail: false,
  isVirtual: false,
  hasShippingAddress: false,
  hasShippingMethod: false,
  hasBillingAddress: false,
};

describe('the first step not done', () => {
  it('is the user account while the cart has no e-mail', () => {
    expect(firstOpenStep(empty)).toBe('user-account');
  });

  it('is shipping once the e-mail is set, until both an address and a method are chosen', () => {
    expect(firstOpenStep({ ...empty, hasEmail: true })).toBe('shipping');
    expect(firstOpenStep({ ...empty, hasEmail: true, hasShippingAddress: true })).toBe('shipping');
  });

  it('is billing after shipping, and payment once the billing address is set', () => {
    const shipped = { ...empty, hasEmail: true, hasShippingAddress: true, hasShippingMethod: true };
    expect(firstOpenStep(shipped)).toBe('billing');
    expect(firstOpenStep({ ...shipped, hasBillingAddress: true })).toBe('payment');
  });

  it('skips shipping for a virtual cart', () => {
    expect(firstOpenStep({ ...empty, hasEmail: true, isVirtual: true })).toBe('billing');
  });
});

describe('the step a shopper may open', () => {
  it('is the one asked for when every earlier step is done', () => {
    const progress = { ...empty, hasEmail: true };
    expect(allowedStep('user-account', progress)).toBe('user-account');
    expect(allowedStep('shipping', progress)).toBe('shipping');
  });

  it('is the first step not done when a later one is asked for', () => {
    expect(allowedStep('payment', { ...empty, hasEmail: true })).toBe('shipping');
    expect(allowedStep('billing', empty)).toBe('user-account');
  });
});

describe('the steps widget', () => {
  it('marks the steps before the active one done and the later ones disabled', () => {
    const states = stepStates('billing', true);
    expect(states.map((state) => [state.step, state.done, state.active, state.disabled])).toEqual([
      ['user-account', true, false, false],
      ['shipping', true, false, false],
      ['billing', false, true, false],
      ['payment', false, false, true],
    ]);
  });

  it('disables the earlier steps when going back is not allowed', () => {
    expect(stepStates('payment', false).map((state) => state.disabled)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('shows every step done and none open on the thank-you page', () => {
    const states = stepStates('thank-you', false);
    expect(states.every((state) => state.done && state.disabled && !state.active)).toBe(true);
  });
});

describe('moving on', () => {
  it('follows the steps in order and ends on the thank-you page', () => {
    expect(nextStep('user-account')).toBe('shipping');
    expect(nextStep('billing')).toBe('payment');
    expect(nextStep('payment')).toBe('thank-you');
    expect(checkoutPath('thank-you')).toBe('/checkout/thank-you');
  });

  it('has the order review edit personal data in step 0, shipping in 1, billing and payment in 2', () => {
    expect(reviewSections.map(({ step }) => step)).toEqual(['user-account', 'shipping', 'billing']);
  });
});
