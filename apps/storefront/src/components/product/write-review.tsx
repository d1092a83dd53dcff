'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Locale } from '@/i18n/locales';
import type { RatingMetadataView } from '@/lib/commerce/types/product';

// The form (zod, react-hook-form) loads on the first open (ADR 0039).
const ReviewForm = dynamic(() => import('./review-form'));

export function WriteReview(props: {
  locale: Locale;
  sku: string;
  nickname: string;
  ratings: RatingMetadataView[];
}) {
  const t = useTranslations('Product.reviewForm');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-8">
      <button
        type="button"
        aria-expanded={open}
        className="border border-ink px-4 py-2 font-medium"
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('open')}
      </button>
      {open ? (
        <ReviewForm
          {...props}
          onDone={() => {
            setOpen(false);
            router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
