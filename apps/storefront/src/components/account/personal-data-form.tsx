'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import type { CustomerView } from '@/lib/commerce/types/customer';
import { personalDataSchema } from '@/lib/customer/account-schemas';
import { FieldMessage, inputClass, primaryButtonClass, TextField } from './form-fields';
import { useAccountFeedback } from './use-account-call';

type Values = z.input<typeof personalDataSchema>;

/** Personal data; the date of birth is read-only once saved (spec §3, §5). */
export function PersonalDataForm({ locale, customer }: { locale: Locale; customer: CustomerView }) {
  const t = useTranslations('Account.profile');
  const feedback = useAccountFeedback();
  const locked = customer.dateOfBirth !== null;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof personalDataSchema>>({
    resolver: zodResolver(personalDataSchema),
    // The saved values are the elements' own defaults, not the form's, so that the server's HTML
    // shows them: react-hook-form would only write them in once the form has hydrated. It reads
    // each field from the page when it registers it.
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApiMethod(locale, 'updateCustomer', {
      prefix: values.prefix,
      firstname: values.firstname,
      lastname: values.lastname,
      ...(locked || values.date_of_birth === '' ? {} : { date_of_birth: values.date_of_birth }),
      gender: values.gender === '' ? null : Number(values.gender),
    });
    feedback(result, { success: t('saved'), errorTitle: t('errorTitle') });
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      data-testid="personal-data-form"
    >
      <TextField
        id="profile-prefix"
        label={t('prefix')}
        autoComplete="honorific-prefix"
        defaultValue={customer.prefix}
        registration={register('prefix')}
        error={errors.prefix}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-firstname"
          label={t('firstname')}
          autoComplete="given-name"
          required
          defaultValue={customer.firstname}
          registration={register('firstname')}
          error={errors.firstname}
        />
        <TextField
          id="profile-lastname"
          label={t('lastname')}
          autoComplete="family-name"
          required
          defaultValue={customer.lastname}
          registration={register('lastname')}
          error={errors.lastname}
        />
      </div>
      <TextField
        id="profile-dob"
        label={t('dateOfBirth')}
        type="date"
        autoComplete="bday"
        readOnly={locked}
        aria-readonly={locked || undefined}
        className={`${inputClass} read-only:bg-linen read-only:text-stone`}
        defaultValue={customer.dateOfBirth ?? ''}
        registration={register('date_of_birth')}
        error={errors.date_of_birth}
        {...(locked ? { hint: t('dateOfBirthLocked') } : {})}
      />
      <div>
        <label htmlFor="profile-gender" className="block text-sm font-medium">
          {t('gender')}
        </label>
        <select
          id="profile-gender"
          className={inputClass}
          defaultValue={customer.gender ? String(customer.gender) : ''}
          {...register('gender')}
        >
          <option value="">{t('genderNone')}</option>
          <option value="1">{t('genderMale')}</option>
          <option value="2">{t('genderFemale')}</option>
        </select>
        <FieldMessage id="profile-gender-error" error={errors.gender} />
      </div>
      <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
        {t('save')}
      </button>
    </form>
  );
}
