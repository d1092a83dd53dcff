'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AddressFields,
  addressValues,
  type AddressValues,
} from '@/components/account/address-fields';
import { primaryButtonClass } from '@/components/account/form-fields';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { checkoutAddressSchema, checkoutAddressSchemaFor } from '@/lib/checkout/checkout-schemas';
import { checkoutPath } from '@/lib/checkout/steps';
import { callApiMethod } from '@/lib/commerce/api-client';
import type { CheckoutAddressView, CheckoutView } from '@/lib/commerce/types/checkout';
import type { CountryView } from '@/lib/commerce/types/customer';
import { cartAddressInput } from '@/lib/customer/address-input';
import { AddressSummary } from './address-summary';
import { useCheckoutFeedback } from './use-checkout-call';

function sameAs(a: CheckoutAddressView | null, b: CheckoutAddressView | null): boolean {
  return Boolean(a && b && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * Step 3: the billing address. "Same as shipping" (ticked unless the cart holds another billing
 * address) sends same_as_shipping; otherwise the form, starting from the shipping data.
 */
export function BillingStep({
  locale,
  view,
  countries,
  defaultCountry,
}: {
  locale: Locale;
  view: CheckoutView;
  countries: CountryView[];
  defaultCountry: string;
}) {
  const t = useTranslations('Checkout.billing');
  const router = useRouter();
  const feedback = useCheckoutFeedback();
  const shipping = view.isVirtual ? null : view.shippingAddress;
  const [same, setSame] = useState(
    shipping !== null && (view.billingAddress === null || sameAs(view.billingAddress, shipping)),
  );
  const initial = addressValues(view.billingAddress ?? shipping, defaultCountry);
  const form = useForm<AddressValues, unknown, z.output<typeof checkoutAddressSchema>>({
    resolver: zodResolver(checkoutAddressSchemaFor(countries)),
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    setValue,
    formState: { isSubmitting },
  } = form;
  const [savingSame, setSavingSame] = useState(false);

  const next = () => router.push(localizePath(locale, checkoutPath('payment')));

  const saveSame = async () => {
    setSavingSame(true);
    const result = await callApiMethod(locale, 'setBillingAddressOnCart', {
      same_as_shipping: true,
    });
    if (feedback(result)) next();
    else setSavingSame(false);
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApiMethod(locale, 'setBillingAddressOnCart', {
      address: cartAddressInput(values, countries),
    });
    if (feedback(result)) next();
  });

  return (
    <section aria-labelledby="checkout-billing-heading" className="space-y-6">
      <h2 id="checkout-billing-heading" className="font-serif text-2xl">
        {t('heading')}
      </h2>
      {shipping ? (
        <div className="flex items-start gap-3">
          <input
            id="checkout-same-as-shipping"
            type="checkbox"
            className="mt-1 h-4 w-4 accent-ink"
            checked={same}
            onChange={(event) => {
              setSame(event.target.checked);
              if (!event.target.checked) {
                // Presentation §4: same-as-shipping copies the shipping data into billing.
                const copied = addressValues(shipping, defaultCountry);
                for (const [name, value] of Object.entries(copied)) {
                  setValue(name as keyof AddressValues, value);
                }
              }
            }}
          />
          <label htmlFor="checkout-same-as-shipping" className="text-sm">
            {t('sameAsShipping')}
          </label>
        </div>
      ) : null}
      {same && shipping ? (
        <>
          <AddressSummary address={shipping} />
          <button
            type="button"
            className={primaryButtonClass}
            disabled={savingSame}
            onClick={() => void saveSame()}
          >
            {t('continue')}
          </button>
        </>
      ) : (
        <FormProvider {...form}>
          <form
            method="post"
            onSubmit={onSubmit}
            noValidate
            className="space-y-4"
            data-testid="checkout-billing-form"
          >
            <AddressFields
              idPrefix="billing"
              initial={initial}
              countries={countries}
              regionBesideCountry
            />
            <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
              {t('continue')}
            </button>
          </form>
        </FormProvider>
      )}
    </section>
  );
}
