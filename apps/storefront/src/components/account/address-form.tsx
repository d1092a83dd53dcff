'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { localizePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import type { AddressView, CountryView } from '@/lib/commerce/types/customer';
import { addressSchema, addressSchemaFor, streetLines } from '@/lib/customer/account-schemas';
import {
  CheckboxField,
  FieldMessage,
  inputClass,
  primaryButtonClass,
  requiredLabelClass,
  TextField,
} from './form-fields';
import { useAccountFeedback } from './use-account-call';

type Values = z.input<typeof addressSchema>;

const ADDRESSES_PATH = '/customer/addresses-details';

function initialValues(address: AddressView | null, defaultCountry: string): Values {
  return {
    firstname: address?.firstname ?? '',
    lastname: address?.lastname ?? '',
    street: address?.street[0] ?? '',
    apartment: address?.street[1] ?? '',
    neighborhood: address?.street[2] ?? '',
    extra: address?.street[3] ?? '',
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    country_code: address?.countryCode ?? defaultCountry,
    region: address?.region ?? '',
    telephone: address?.telephone ?? '',
    default_shipping: address?.defaultShipping ?? false,
    default_billing: address?.defaultBilling ?? false,
  };
}

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
  const initial = initialValues(address, defaultCountry);
  // The saved values are the elements' own defaults, not the form's, so that the server's HTML
  // shows them: react-hook-form would only write them in once the form has hydrated. It reads
  // each field from the page when it registers it.
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof addressSchema>>({
    resolver: zodResolver(addressSchemaFor(countries)),
    mode: 'onTouched',
  });
  const chosenCountry = watch('country_code') ?? initial.country_code;
  const country = countries.find((entry) => entry.id === chosenCountry);
  const regions = country?.regions ?? [];

  const regionKeys = (name: string) => {
    const chosen = regions.find((region) => region.name === name);
    return chosen ? { region_code: chosen.code, region_id: chosen.id } : {};
  };

  const onSubmit = handleSubmit(async (values) => {
    const input = {
      firstname: values.firstname,
      lastname: values.lastname,
      street: streetLines(values),
      city: values.city,
      postcode: values.postcode,
      country_code: values.country_code,
      region: values.region,
      // A region chosen from commerce's list goes with its code and id, as Magento stores it.
      ...regionKeys(values.region),
      telephone: values.telephone,
      default_shipping: values.default_shipping,
      default_billing: values.default_billing,
    };
    const result = address
      ? await callApiMethod(locale, 'updateCustomerAddress', { id: address.id, address: input })
      : await callApiMethod(locale, 'createCustomerAddress', { address: input });
    if (feedback(result, { success: t('saved'), errorTitle: t('errorTitle') })) {
      router.push(localizePath(locale, ADDRESSES_PATH));
    }
  });

  const field = (
    name:
      | 'firstname'
      | 'lastname'
      | 'street'
      | 'apartment'
      | 'neighborhood'
      | 'extra'
      | 'city'
      | 'postcode'
      | 'telephone',
    autoComplete: string,
    required = false,
    type = 'text',
  ) => (
    <TextField
      id={`address-${name}`}
      label={t(name)}
      type={type}
      autoComplete={autoComplete}
      required={required}
      defaultValue={initial[name]}
      registration={register(name)}
      error={errors[name]}
    />
  );

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="max-w-xl space-y-4"
      data-testid="address-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstname', 'given-name', true)}
        {field('lastname', 'family-name', true)}
      </div>
      {field('street', 'address-line1', true)}
      {field('apartment', 'address-line2')}
      {field('neighborhood', 'address-line3')}
      {field('extra', 'off')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('postcode', 'postal-code', true)}
        {field('city', 'address-level2', true)}
      </div>
      <div>
        <label
          htmlFor="address-country"
          className={`block text-sm font-medium ${requiredLabelClass}`}
        >
          {t('country')}
        </label>
        {countries.length === 0 ? (
          <input
            id="address-country"
            autoComplete="country"
            required
            maxLength={2}
            className={inputClass}
            aria-invalid={errors.country_code ? true : undefined}
            aria-describedby={errors.country_code ? 'address-country-error' : undefined}
            defaultValue={initial.country_code}
            {...register('country_code', {
              setValueAs: (value: string) => value.trim().toUpperCase(),
            })}
          />
        ) : (
          <select
            id="address-country"
            autoComplete="country"
            required
            className={inputClass}
            aria-invalid={errors.country_code ? true : undefined}
            aria-describedby={errors.country_code ? 'address-country-error' : undefined}
            defaultValue={initial.country_code}
            {...register('country_code', { onChange: () => setValue('region', '') })}
          >
            <option value="">{t('chooseCountry')}</option>
            {countries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        )}
        <FieldMessage id="address-country-error" error={errors.country_code} />
      </div>
      <div>
        <label
          htmlFor="address-region"
          className={`block text-sm font-medium ${regions.length > 0 ? requiredLabelClass : ''}`}
        >
          {t('region')}
        </label>
        {regions.length > 0 ? (
          <select
            id="address-region"
            autoComplete="address-level1"
            required
            aria-invalid={errors.region ? true : undefined}
            aria-describedby={errors.region ? 'address-region-error' : undefined}
            className={inputClass}
            defaultValue={initial.region}
            {...register('region')}
          >
            <option value="">{t('chooseRegion')}</option>
            {regions.map((region) => (
              <option key={region.code} value={region.name}>
                {region.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id="address-region"
            autoComplete="address-level1"
            className={inputClass}
            defaultValue={initial.region}
            {...register('region')}
          />
        )}
        <FieldMessage id="address-region-error" error={errors.region} />
      </div>
      {field('telephone', 'tel', true, 'tel')}
      <CheckboxField
        id="address-default-shipping"
        label={t('defaultShipping')}
        defaultChecked={initial.default_shipping}
        registration={register('default_shipping')}
      />
      <CheckboxField
        id="address-default-billing"
        label={t('defaultBilling')}
        defaultChecked={initial.default_billing}
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
  );
}
