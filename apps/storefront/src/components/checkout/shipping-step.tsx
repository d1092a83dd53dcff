'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  AddressFields,
  addressValues,
  type AddressValues,
} from '@/components/account/address-fields';
import { primaryButtonClass } from '@/components/account/form-fields';
import { useNotifications } from '@/components/notifications/notifications-provider';
import { localizePath } from '@/i18n/locale-path';
import { localeConfig, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/lib/catalog/money';
import { checkoutAddressSchema, checkoutAddressSchemaFor } from '@/lib/checkout/checkout-schemas';
import { checkoutPath } from '@/lib/checkout/steps';
import { callApiMethod } from '@/lib/commerce/api-client';
import type { CheckoutView } from '@/lib/commerce/types/checkout';
import type { AddressView, CountryView } from '@/lib/commerce/types/customer';
import { cartAddressInput } from '@/lib/customer/address-input';
import { AddressSummary, sameAddress } from './address-summary';
import { useCheckoutFeedback } from './use-checkout-call';

const secondaryButtonClass =
  'min-h-10 border border-ink px-4 py-2 text-sm font-medium disabled:opacity-60';
const linkButtonClass = 'min-h-10 px-1 py-2 text-sm underline disabled:opacity-60';

/**
 * Step 2: the shipping address and method. A signed-in shopper picks from the saved addresses
 * (add, change, delete, cancel; editing index -1 is a new one); a guest fills the form. Saving
 * the address answers the cart with the methods for its country.
 */
export function ShippingStep({
  locale,
  view: initialView,
  addresses,
  countries,
  defaultCountry,
}: {
  locale: Locale;
  view: CheckoutView;
  /** The signed-in shopper's saved addresses; null for a guest. */
  addresses: AddressView[] | null;
  countries: CountryView[];
  defaultCountry: string;
}) {
  const t = useTranslations('Checkout.shipping');
  const router = useRouter();
  const feedback = useCheckoutFeedback();
  const { push } = useNotifications();
  const [view, setView] = useState(initialView);
  const signedIn = addresses !== null;
  // null: the list; -1: a new address; n: changing the n-th saved address.
  const [editing, setEditing] = useState<number | null>(
    signedIn && addresses.length > 0 ? null : -1,
  );
  const [busy, setBusy] = useState(false);
  const selected = view.selectedShippingMethod;
  const [method, setMethod] = useState<string>(
    selected ? `${selected.carrierCode}|${selected.methodCode}` : '',
  );
  const [methodError, setMethodError] = useState(false);
  const intlLocale = localeConfig(locale).intlLocale;
  const countryName = (id: string) => countries.find((entry) => entry.id === id)?.name ?? id;

  const applyView = (next: CheckoutView) => {
    setView(next);
    const chosen = next.selectedShippingMethod;
    const available = next.shippingMethods.filter((entry) => entry.available);
    // The only method is chosen for the shopper; a chosen one stays chosen.
    if (chosen) setMethod(`${chosen.carrierCode}|${chosen.methodCode}`);
    else if (available.length === 1)
      setMethod(`${available[0]!.carrierCode}|${available[0]!.methodCode}`);
    else setMethod('');
  };

  const chooseSaved = async (id: number) => {
    setBusy(true);
    const result = await callApiMethod(locale, 'setShippingAddressesOnCart', {
      customer_address_id: id,
    });
    setBusy(false);
    if (feedback(result)) applyView(result.data);
  };

  const deleteSaved = async (address: AddressView) => {
    if (!window.confirm(t('deleteConfirm'))) return;
    setBusy(true);
    const result = await callApiMethod(locale, 'deleteCustomerAddress', { id: address.id });
    setBusy(false);
    if (!feedback(result)) return;
    push({ type: 'success', message: t('deleted') });
    router.refresh();
  };

  const saveMethod = async () => {
    const [carrier_code, method_code] = method.split('|');
    if (!carrier_code || !method_code) {
      setMethodError(true);
      document.getElementById('checkout-shipping-methods')?.focus();
      return;
    }
    setBusy(true);
    const result = await callApiMethod(locale, 'setShippingMethodsOnCart', {
      carrier_code,
      method_code,
    });
    if (!feedback(result)) {
      setBusy(false);
      return;
    }
    router.push(localizePath(locale, checkoutPath('billing')));
  };

  // Spec §4 "Shipping load": without a selected method, the cart is fetched afresh (a page the
  // router kept from before may show an older cart).
  useEffect(() => {
    if (initialView.selectedShippingMethod) return;
    let current = true;
    void callApiMethod(locale, 'checkout').then((result) => {
      if (current && result.ok && result.data) applyView(result.data);
    });
    return () => {
      current = false;
    };
    // Once for each view the page renders.
  }, [initialView, locale]);

  const editedAddress = editing !== null && editing >= 0 ? (addresses?.[editing] ?? null) : null;

  return (
    <div className="space-y-10">
      <section aria-labelledby="checkout-shipping-heading">
        <h2 id="checkout-shipping-heading" className="mb-4 font-serif text-2xl">
          {t('heading')}
        </h2>
        {signedIn && editing === null ? (
          <div data-testid="checkout-saved-addresses">
            <h3 className="sr-only">{t('savedAddresses')}</h3>
            <ul className="grid gap-4 sm:grid-cols-2">
              {addresses.map((address, index) => {
                const name = `${address.firstname} ${address.lastname}`;
                const isSelected = sameAddress(address, view.shippingAddress);
                return (
                  <li
                    key={address.id}
                    className={`border p-4 ${isSelected ? 'border-ink' : 'border-sand'}`}
                    data-testid="checkout-saved-address"
                  >
                    <AddressSummary
                      address={address}
                      countryName={countryName(address.countryCode)}
                    />
                    <div className="mt-3 flex flex-wrap items-center gap-3">
                      {isSelected ? (
                        <p className="text-sm font-semibold">{t('selected')}</p>
                      ) : (
                        <button
                          type="button"
                          className={secondaryButtonClass}
                          disabled={busy}
                          onClick={() => void chooseSaved(address.id)}
                        >
                          {t('deliverHere')}
                        </button>
                      )}
                      <button
                        type="button"
                        className={linkButtonClass}
                        aria-label={t('changeAddress', { name })}
                        disabled={busy}
                        onClick={() => setEditing(index)}
                      >
                        {t('change')}
                      </button>
                      <button
                        type="button"
                        className={linkButtonClass}
                        aria-label={t('deleteAddress', { name })}
                        disabled={busy}
                        onClick={() => void deleteSaved(address)}
                      >
                        {t('delete')}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className={`${secondaryButtonClass} mt-4`}
              onClick={() => setEditing(-1)}
            >
              {t('add')}
            </button>
          </div>
        ) : (
          <ShippingAddressForm
            key={editing ?? 'none'}
            locale={locale}
            signedIn={signedIn}
            address={editedAddress}
            cartAddress={signedIn ? null : view.shippingAddress}
            countries={countries}
            defaultCountry={defaultCountry}
            onSaved={(next) => {
              applyView(next);
              if (signedIn) {
                setEditing(null);
                router.refresh();
              }
            }}
            onCancel={signedIn && addresses.length > 0 ? () => setEditing(null) : null}
          />
        )}
      </section>

      <section aria-labelledby="checkout-methods-heading">
        <h2 id="checkout-methods-heading" className="mb-4 font-serif text-2xl">
          {t('methodsHeading')}
        </h2>
        {!view.shippingAddress ? (
          <p className="text-sm text-stone">{t('methodsAfterAddress')}</p>
        ) : view.shippingMethods.filter((entry) => entry.available).length === 0 ? (
          <p role="alert" className="text-danger" data-testid="checkout-no-shipping-methods">
            {t('noMethods')}
          </p>
        ) : (
          <fieldset
            id="checkout-shipping-methods"
            tabIndex={-1}
            aria-describedby={methodError && !method ? 'checkout-method-error' : undefined}
            data-testid="checkout-shipping-methods"
          >
            <legend className="sr-only">{t('methodsHeading')}</legend>
            <div className="space-y-2">
              {view.shippingMethods
                .filter((entry) => entry.available)
                .map((entry) => {
                  const value = `${entry.carrierCode}|${entry.methodCode}`;
                  const price =
                    entry.amount.value === 0 ? t('free') : formatMoney(entry.amount, intlLocale);
                  return (
                    <label
                      key={value}
                      className="flex min-h-11 cursor-pointer items-center gap-3 border border-sand px-4 py-2"
                    >
                      <input
                        type="radio"
                        name="shipping-method"
                        value={value}
                        checked={method === value}
                        onChange={() => {
                          setMethod(value);
                          setMethodError(false);
                        }}
                        className="h-4 w-4 accent-ink"
                      />
                      <span className="flex-1">
                        {[entry.carrierTitle, entry.methodTitle].filter(Boolean).join(' – ')}
                      </span>
                      <span className="tabular-nums">{price}</span>
                    </label>
                  );
                })}
            </div>
            {methodError && !method ? (
              <p id="checkout-method-error" className="mt-2 text-sm text-danger">
                {t('chooseMethod')}
              </p>
            ) : null}
          </fieldset>
        )}
      </section>

      <button
        type="button"
        className={primaryButtonClass}
        disabled={busy || !view.shippingAddress || (editing !== null && signedIn)}
        onClick={() => void saveMethod()}
      >
        {t('continue')}
      </button>
    </div>
  );
}

function ShippingAddressForm({
  locale,
  signedIn,
  address,
  cartAddress,
  countries,
  defaultCountry,
  onSaved,
  onCancel,
}: {
  locale: Locale;
  signedIn: boolean;
  /** The saved address being changed; null for a new one. */
  address: AddressView | null;
  /** A guest's address already on the cart. */
  cartAddress: CheckoutView['shippingAddress'];
  countries: CountryView[];
  defaultCountry: string;
  onSaved(view: CheckoutView): void;
  onCancel: (() => void) | null;
}) {
  const t = useTranslations('Checkout.shipping');
  const feedback = useCheckoutFeedback();
  const initial = addressValues(address ?? cartAddress, defaultCountry);
  const form = useForm<AddressValues, unknown, z.output<typeof checkoutAddressSchema>>({
    resolver: zodResolver(checkoutAddressSchemaFor(countries)),
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const input = cartAddressInput(values, countries);
    if (!signedIn) {
      const result = await callApiMethod(locale, 'setShippingAddressesOnCart', {
        address: { ...input, save_in_address_book: false },
      });
      if (feedback(result)) onSaved(result.data);
      return;
    }
    // A signed-in shopper's address goes into the address book, then onto the cart by its id.
    const book = {
      ...input,
      region: input.region ?? '',
      default_shipping: false,
      default_billing: false,
    };
    const saved = address
      ? await callApiMethod(locale, 'updateCustomerAddress', { id: address.id, address: book })
      : await callApiMethod(locale, 'createCustomerAddress', { address: book });
    if (!feedback(saved) || saved.data.id === null) return;
    const result = await callApiMethod(locale, 'setShippingAddressesOnCart', {
      customer_address_id: saved.data.id,
    });
    if (feedback(result)) onSaved(result.data);
  });

  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        data-testid="checkout-shipping-form"
        aria-label={signedIn ? (address ? t('editAddress') : t('newAddress')) : undefined}
      >
        {signedIn ? (
          <h3 className="font-medium">{address ? t('editAddress') : t('newAddress')}</h3>
        ) : null}
        <AddressFields
          idPrefix="shipping"
          initial={initial}
          countries={countries}
          regionBesideCountry
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
            {t('saveAddress')}
          </button>
          {onCancel ? (
            <button type="button" className={linkButtonClass} onClick={onCancel}>
              {t('cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
