'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import type { AddressView, CountryView } from '@/lib/commerce/types/customer';
import { addressSchema, addressSchemaFor } from '@/lib/customer/account-schemas';
import { customerAddressInput } from '@/lib/customer/address-input';
import { AddressFields, addressValues } from './address-fields';
import { CheckboxField, primaryButtonClass } from './form-fields';
import { useAccountFeedback } from './use-account-call';

type Values = z.input<typeof addressSchema>;

const ADDRESSES_PATH = '/customer/addresses-details';

/** Create (no address) or edit an address; the country and region lists come from commerce. */
export function AddressForm({
  locale,
  address,
  countries,
  defaultCountry,
}: {
  locale: Locale;
  address: AddressView | null;
  countries: CountryView[];
  defaultCountry: string;
}) {
  const t = useTranslations('Account.addresses');
  const router = useRouter();
  const feedback = useAccountFeedback();
  const initial = addressValues(address, defaultCountry);
  // The saved values are the elements' own defaults, not the form's, so that the server's HTML
  // shows them: react-hook-form would only write them in once the form has hydrated. It reads
  // each field from the page when it registers it.
  const form = useForm<Values, unknown, z.output<typeof addressSchema>>({
    resolver: zodResolver(addressSchemaFor(countries)),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const input = customerAddressInput(values, countries);
    const result = address
      ? await callApiMethod(locale, 'updateCustomerAddress', { id: address.id, address: input })
      : await callApiMethod(locale, 'createCustomerAddress', { address: input });
    if (feedback(result, { success: t('saved'), errorTitle: t('errorTitle') })) {
      router.push(localizePath(locale, ADDRESSES_PATH));
    }
  });

  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="max-w-xl space-y-4"
        data-testid="address-form"
      >
        <AddressFields idPrefix="address" initial={initial} countries={countries} />
        <CheckboxField
          id="address-default-shipping"
          label={t('defaultShipping')}
          defaultChecked={address?.defaultShipping ?? false}
          registration={register('default_shipping')}
        />
        <CheckboxField
          id="address-default-billing"
          label={t('defaultBilling')}
          defaultChecked={address?.defaultBilling ?? false}
          registration={register('default_billing')}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
            {t('save')}
          </button>
          <a href={localizePath(locale, ADDRESSES_PATH)} className="underline">
            {t('cancel')}
          </a>
        </div>
      </form>
    </FormProvider>
  );
}
