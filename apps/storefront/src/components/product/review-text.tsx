'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { truncateReview } from '@/lib/product/text-rules';

/** Review text cut at 250 characters, with Read more / Read less. */
export function ReviewText({ text }: { text: string }) {
  const t = useTranslations('Product');
  const [open, setOpen] = useState(false);
  const id = useId();
  const short = truncateReview(text);
  return (
    <div>
      <p id={id} className="leading-relaxed whitespace-pre-line text-stone">
        {open || !short.truncated ? text : short.text}
      </p>
      {short.truncated ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="mt-1 text-sm font-medium underline underline-offset-4"
        >
          {open ? t('readLess') : t('readMore')}
        </button>
      ) : null}
    </div>
  );
}
