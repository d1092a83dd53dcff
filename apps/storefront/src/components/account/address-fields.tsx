'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { CheckoutAddressView } from '@/lib/commerce/types/checkout';
import type { AddressView, CountryView } from '@/lib/commerce/types/customer';
import type { addressFieldsSchema } from '@/lib/customer/account-schemas';
import { FieldMessage, inputClass, requiredLabelClass, TextField } from './form-fields';

export type AddressValues = z.input<typeof addressFieldsSchema>;

/** A form's starting values from a saved or cart address (commerce-core §3 street lines). */
export function addressValues(
  address: CheckoutAddressView | AddressView | null,
  defaultCountry: string,
): AddressValues {
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
  };
}

type TextName = Exclude<keyof AddressValues, 'country_code' | 'region'>;

/**
 * The address fields of the address book and of the checkout's shipping and billing forms, inside
 * the form's `FormProvider`: street lines 1–4 (street, apartment, neighborhood, extra), the
 * country, then its region ("Please select a country first"), and the phone. Saved values are the
 * elements' defaults, so the server's HTML shows them. Without a country list (commerce did not
 * answer) the country is typed as its two-letter code.
 */
export function AddressFields({
  idPrefix,
  initial,
  countries,
  regionBesideCountry = false,
}: {
  idPrefix: string;
  initial: AddressValues;
  countries: CountryView[];
  /**
   * Country and region side by side from the `sm` width: the checkout's wide column has room for
   * them; the address book's narrow form would cut the German region choice short.
   */
  regionBesideCountry?: boolean;
}) {
  const t = useTranslations('Account.addresses');
  const v = useTranslations('Account.validation');
  const { register, setValue, control } = useFormContext<AddressValues>();
  const { errors } = useFormState({ control });
  const chosenCountry = useWatch({ control, name: 'country_code' }) ?? initial.country_code;
  const regions = countries.find((entry) => entry.id === chosenCountry)?.regions ?? [];
  const field = (name: TextName, autoComplete: string, required = false, type = 'text') => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={t(name)}
      type={type}
      autoComplete={autoComplete}
      required={required}
      defaultValue={initial[name]}
      registration={register(name)}
      error={errors[name]}
    />
  );
  const countryId = `${idPrefix}-country`;
  const regionId = `${idPrefix}-region`;
  const countryProps = {
    id: countryId,
    autoComplete: 'country',
    required: true,
    className: inputClass,
    'aria-invalid': errors.country_code ? true : undefined,
    'aria-describedby': errors.country_code ? `${countryId}-error` : undefined,
    defaultValue: initial.country_code,
  } as const;
  return (
    <div className="space-y-4">
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
      <div className={regionBesideCountry ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4'}>
        <div>
          <label htmlFor={countryId} className={`block text-sm font-medium ${requiredLabelClass}`}>
            {t('country')}
          </label>
          {countries.length === 0 ? (
            <input
              {...countryProps}
              maxLength={2}
              {...register('country_code', {
                setValueAs: (value: string) => value.trim().toUpperCase(),
              })}
            />
          ) : (
            <select
              {...countryProps}
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
          <FieldMessage id={`${countryId}-error`} error={errors.country_code} />
        </div>
        <div>
          <label
            htmlFor={regionId}
            className={`block text-sm font-medium ${regions.length > 0 ? requiredLabelClass : ''}`}
          >
            {t('region')}
          </label>
          {regions.length > 0 ? (
            <select
              id={regionId}
              autoComplete="address-level1"
              required
              className={inputClass}
              aria-invalid={errors.region ? true : undefined}
              aria-describedby={errors.region ? `${regionId}-error` : undefined}
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
              id={regionId}
              autoComplete="address-level1"
              className={inputClass}
              disabled={!chosenCountry}
              aria-describedby={chosenCountry ? undefined : `${regionId}-hint`}
              defaultValue={initial.region}
              {...register('region')}
            />
          )}
          {chosenCountry ? null : (
            <p id={`${regionId}-hint`} className="mt-1 text-sm text-stone">
              {v('selectCountry')}
            </p>
          )}
          <FieldMessage id={`${regionId}-error`} error={errors.region} />
        </div>
      </div>
      {field('telephone', 'tel', true, 'tel')}
    </div>
  );
}
