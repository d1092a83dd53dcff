// The checkout forms' rules (commerce-core §3 Address, §5; presentation §4), shared by the client
// forms and the checkout methods' arguments. Messages are keys of `Account.validation` (the spec's
// dictionary), as the account forms use them, so a rule reads the same in both places.
import { z } from 'zod';
import {
  addressFieldsSchema,
  type Countries,
  emailField,
  newPasswordField,
  withRegionRule,
} from '@/lib/customer/account-schemas';

/** Carrier and method codes, payment codes: Magento's are short words. */
const code = z
  .string()
  .trim()
  .min(1, 'required')
  .max(64, 'tooLong')
  .regex(/^[A-Za-z0-9_.-]+$/, 'required');

/**
 * The user-account step for a guest: the e-mail, and optionally an account created with the order
 * (presentation §4: the checkbox reveals a password field; unticking it clears the field). The
 * password is checked only while the box is ticked.
 */
export const guestAccountSchema = z
  .object({
    email: emailField,
    createAccount: z.boolean(),
    password: z.string().max(256, 'tooLong'),
  })
  .superRefine((value, context) => {
    if (!value.createAccount) return;
    const checked = newPasswordField.safeParse(value.password);
    if (!checked.success) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: checked.error.issues[0]?.message ?? 'passwordRule',
      });
    }
  });
export type GuestAccountValues = z.output<typeof guestAccountSchema>;

/** A cart address form: the address book's fields, without its defaults. */
export const checkoutAddressSchema = addressFieldsSchema;
export type CheckoutAddressValues = z.output<typeof checkoutAddressSchema>;

/** The address form's schema for the countries the store ships to (the region rule). */
export function checkoutAddressSchemaFor(countries: Countries) {
  return withRegionRule(checkoutAddressSchema, countries);
}

export const shippingMethodSchema = z.object({ carrier_code: code, method_code: code });
export type ShippingMethodChoice = z.output<typeof shippingMethodSchema>;

export const paymentMethodSchema = z.object({ code });

/** Magento's CartAddressInput, as the checkout methods take it (bounded like the address book). */
export const cartAddressInputSchema = z.object({
  firstname: z.string().trim().min(1).max(255),
  lastname: z.string().trim().min(1).max(255),
  company: z.string().trim().max(255).optional(),
  street: z.array(z.string().trim().max(255)).min(1).max(4),
  city: z.string().trim().min(1).max(255),
  postcode: z.string().trim().max(40).optional(),
  country_code: z.string().regex(/^[A-Z]{2}$/),
  region: z.string().trim().max(255).optional(),
  region_id: z.number().int().positive().optional(),
  telephone: z.string().trim().min(1).max(40),
  save_in_address_book: z.boolean().optional(),
});
export type CartAddressInputArguments = z.output<typeof cartAddressInputSchema>;

/** Either a saved address of the signed-in customer or a new one (ShippingAddressInput). */
export const shippingAddressArguments = z.union([
  z.object({ customer_address_id: z.number().int().positive() }).strict(),
  z.object({ address: cartAddressInputSchema }).strict(),
]);

/**
 * Commerce-core §4: the billing address is either a customer_address_id or an address with
 * same_as_shipping (BillingAddressInput). `{ same_as_shipping: true }` alone asks the server to
 * copy the cart's shipping address (checkout-methods.ts).
 */
export const billingAddressArguments = z.union([
  z.object({ same_as_shipping: z.literal(true) }).strict(),
  z.object({ customer_address_id: z.number().int().positive() }).strict(),
  z.object({ address: cartAddressInputSchema }).strict(),
]);

/** The account created with the order: only its password travels (the rest is the order's). */
export const placeOrderArguments = z.object({
  createAccount: z.object({ password: newPasswordField }).strict().optional(),
});

export const createAccountAfterOrderArguments = z.object({ password: newPasswordField }).strict();

/**
 * Paying by card (ADR 0056): the PaymentMethod Stripe Elements created in the browser (`pm_…`),
 * and, as for placeOrder, an account created with the order.
 */
export const placeOrderByStripeArguments = z
  .object({
    paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]{1,250}$/),
    createAccount: z.object({ password: newPasswordField }).strict().optional(),
  })
  .strict();

/**
 * The payment-processing page's question: the PaymentIntent and its client secret, as Stripe
 * appends them to the return URL (`payment_intent`, `payment_intent_client_secret`).
 */
export const paymentCallbackArguments = z
  .object({
    paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9]{1,120}$/),
    clientSecret: z.string().regex(/^pi_[A-Za-z0-9]{1,120}_secret_[A-Za-z0-9]{1,120}$/),
  })
  .strict();
