// The payment methods a cart can choose (Magento's OfflinePayments and Payment's `free`), pure.
// Each reads `payment/<code>/active` and `payment/<code>/title` from the store configuration;
// Magento's zero-total check makes `free` the only method of a cart that costs nothing, and
// unavailable otherwise.
//
// A method that needs configuration to work (a card provider's keys) lists the paths in
// `requiredConfig`: it is offered only where every one is set. Add such methods to
// PAYMENT_METHODS; nothing else changes.
import type { PaymentMethodModel } from './models';

export interface PaymentMethodDefinition {
  code: string;
  /** Magento's default title (`payment/<code>/title`). */
  title: string;
  /** Magento's default of `payment/<code>/active`. */
  activeByDefault: boolean;
  /** Configuration paths that must all be set for the method to be offered. */
  requiredConfig?: readonly string[];
}

export const PAYMENT_METHODS: readonly PaymentMethodDefinition[] = [
  { code: 'checkmo', title: 'Check / Money order', activeByDefault: true },
  { code: 'cashondelivery', title: 'Cash On Delivery', activeByDefault: false },
  { code: 'free', title: 'No Payment Information Required', activeByDefault: true },
];

export interface PaymentFacts {
  /** A store configuration value, or null when unset. */
  config: (path: string) => string | null;
  /** The cart's grand total in the base currency. */
  grandTotalMinor: number;
}

/** The methods the cart may use now, in the definitions' order. */
export function availablePaymentMethods(
  facts: PaymentFacts,
  methods: readonly PaymentMethodDefinition[] = PAYMENT_METHODS,
): PaymentMethodModel[] {
  const zeroTotal = facts.grandTotalMinor <= 0;
  return methods
    .filter((method) => {
      const active = facts.config(`payment/${method.code}/active`);
      if (!(active === null ? method.activeByDefault : active === '1')) return false;
      if ((method.requiredConfig ?? []).some((path) => !facts.config(path))) return false;
      // Magento's ZeroTotal check and the free method's own condition.
      return method.code === 'free' ? zeroTotal : !zeroTotal;
    })
    .map((method) => ({
      code: method.code,
      title: facts.config(`payment/${method.code}/title`) ?? method.title,
    }));
}
