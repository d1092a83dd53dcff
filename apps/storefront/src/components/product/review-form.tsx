'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useNotifications } from '@/components/notifications/notifications-provider';
import type { Locale } from '@/i18n/locales';
import { callApiMethod } from '@/lib/commerce/api-client';
import type { RatingMetadataView } from '@/lib/commerce/types/product';

z.config({ jitless: true });

const field = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const schema = z.object({
  nickname: field(128),
  summary: field(255),
  text: field(5000),
  ratings: z.record(z.string(), z.string().min(1, 'required')),
});
type Values = z.input<typeof schema>;

const inputClass = 'mt-1 w-full border border-stone bg-white px-3 py-2';

/** Spec §1: only registered users leave reviews; ratings come from productReviewRatingsMetadata. */
export default function ReviewForm({
  locale,
  sku,
  nickname,
  ratings,
  onDone,
}: {
  locale: Locale;
  sku: string;
  nickname: string;
  ratings: RatingMetadataView[];
  onDone(): void;
}) {
  const t = useTranslations('Product.reviewForm');
  const { push } = useNotifications();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(
      schema.refine((values) => ratings.every((rating) => values.ratings[rating.id]), {
        message: 'required',
        path: ['ratings'],
      }),
    ),
    mode: 'onTouched',
    defaultValues: { nickname, summary: '', text: '', ratings: {} },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await callApiMethod(locale, 'createProductReview', {
      sku,
      nickname: values.nickname,
      summary: values.summary,
      text: values.text,
      ratings: ratings.map((rating) => ({ id: rating.id, value_id: values.ratings[rating.id]! })),
    });
    if (!result.ok) {
      push({ type: 'danger', title: t('errorTitle'), message: result.message });
      return;
    }
    push({ type: 'success', message: t('success') });
    onDone();
  });

  const message = (key: string | undefined) =>
    key ? (
      <p className="mt-1 text-sm text-danger">{key === 'tooLong' ? t('tooLong') : t('required')}</p>
    ) : null;

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="mt-6 max-w-xl space-y-4"
      data-testid="review-form"
    >
      {ratings.map((rating) => (
        <fieldset key={rating.id}>
          <legend className="text-sm font-medium">{rating.name}</legend>
          <div className="mt-1 flex gap-3">
            {rating.values.map((value) => (
              <label key={value.valueId} className="flex items-center gap-1">
                <input type="radio" value={value.valueId} {...register(`ratings.${rating.id}`)} />
                {value.value}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {message(errors.ratings ? 'required' : undefined)}
      <div>
        <label htmlFor="review-nickname" className="block text-sm font-medium">
          {t('nickname')}
        </label>
        <input id="review-nickname" className={inputClass} {...register('nickname')} />
        {message(errors.nickname?.message)}
      </div>
      <div>
        <label htmlFor="review-summary" className="block text-sm font-medium">
          {t('summary')}
        </label>
        <input id="review-summary" className={inputClass} {...register('summary')} />
        {message(errors.summary?.message)}
      </div>
      <div>
        <label htmlFor="review-text" className="block text-sm font-medium">
          {t('text')}
        </label>
        <textarea id="review-text" rows={5} className={inputClass} {...register('text')} />
        {message(errors.text?.message)}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="bg-ink px-4 py-3 font-medium text-ivory disabled:opacity-60"
      >
        {t('submit')}
      </button>
    </form>
  );
}
