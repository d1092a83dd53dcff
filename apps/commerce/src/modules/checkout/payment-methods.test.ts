import { describe, expect, it } from 'vitest';
import { availablePaymentMethods, PAYMENT_METHODS } from './payment-methods';

const facts = (config: Record<string, string>, grandTotalMinor: number) => ({
  config: (path: string) => config[path] ?? null,
  grandTotalMinor,
});

describe('payment methods', () => {
  it('offer check / money order by default and cash on delivery only where active', () => {
    expect(availablePaymentMethods(facts({}, 4990))).toEqual([
      { code: 'checkmo', title: 'Check / Money order' },
    ]);
    expect(
      availablePaymentMethods(facts({ 'payment/cashondelivery/active': '1' }, 4990)).map(
        (method) => method.code,
      ),
    ).toEqual(['checkmo', 'cashondelivery']);
  });

  it('take their titles from the configuration', () => {
    expect(availablePaymentMethods(facts({ 'payment/checkmo/title': 'Vorauskasse' }, 100))).toEqual(
      [{ code: 'checkmo', title: 'Vorauskasse' }],
    );
  });

  it('offer only "free" when the grand total is zero, and never otherwise', () => {
    expect(availablePaymentMethods(facts({ 'payment/cashondelivery/active': '1' }, 0))).toEqual([
      { code: 'free', title: 'No Payment Information Required' },
    ]);
    expect(availablePaymentMethods(facts({ 'payment/free/active': '0' }, 0))).toEqual([]);
  });

  it('offer a method that needs configuration only once it is configured', () => {
    const card = {
      code: 'stripe_payments',
      title: 'Card',
      activeByDefault: true,
      requiredConfig: ['payment/stripe_payments/api_key'],
    };
    const methods = [...PAYMENT_METHODS, card];
    expect(availablePaymentMethods(facts({}, 100), methods).map((m) => m.code)).toEqual([
      'checkmo',
    ]);
    expect(
      availablePaymentMethods(
        facts({ 'payment/stripe_payments/api_key': 'sk_test' }, 100),
        methods,
      ).map((m) => m.code),
    ).toEqual(['checkmo', 'stripe_payments']);
  });
});
