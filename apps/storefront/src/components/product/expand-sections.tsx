import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { splitDescription } from '@/lib/product/text-rules';
import { ShowMoreText } from './product-islands';

interface ExpandSectionsProps {
  description: string;
  details: string;
  care: string;
  fabric: string;
}

function Section({
  title,
  open,
  children,
}: {
  title: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open} className="group border-b border-sand py-4">
      <summary className="flex cursor-pointer list-none items-center justify-between font-serif text-xl">
        {title}
        <span aria-hidden="true" className="transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="mt-4 leading-relaxed text-stone">{children}</div>
    </details>
  );
}

/** Description (open by default, split after its first sentence), details, care and fabric. */
export async function ExpandSections({ description, details, care, fabric }: ExpandSectionsProps) {
  const t = await getTranslations('Product');
  const split = splitDescription(description);
  return (
    <div id="product-details" className="border-t border-sand" data-testid="product-sections">
      {description ? (
        <Section title={t('description')} open>
          <ShowMoreText lead={split.lead} rest={split.rest} labels="showMore" />
        </Section>
      ) : null}
      {details ? (
        <Section title={t('details')}>
          <p className="whitespace-pre-line">{details}</p>
        </Section>
      ) : null}
      {care ? (
        <Section title={t('care')}>
          <p className="whitespace-pre-line">{care}</p>
        </Section>
      ) : null}
      {fabric ? (
        <Section title={t('fabric')}>
          <p className="whitespace-pre-line">{fabric}</p>
        </Section>
      ) : null}
    </div>
  );
}
