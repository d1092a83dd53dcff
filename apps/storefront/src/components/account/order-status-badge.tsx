import { getTranslations } from 'next-intl/server';
import type { OrderStatusKey, OrderStatusView } from '@/lib/commerce/types/order';

/** A dot of the status's colour beside its name: the colour never carries the status alone. */
const TONE: Record<OrderStatusKey, string> = {
  pending: 'bg-info',
  pending_payment: 'bg-warning',
  processing: 'bg-info',
  complete: 'bg-success',
  canceled: 'bg-danger',
  closed: 'bg-stone',
  holded: 'bg-warning',
};

/** An order's status by its label in the storefront's language; an unknown one as served. */
export async function OrderStatusBadge({ status }: { status: OrderStatusView }) {
  const t = await getTranslations('Account.orders.statuses');
  return (
    <span
      className="inline-flex items-center gap-2 border border-sand bg-white px-2.5 py-1 text-sm text-ink"
      data-testid="order-status"
      data-status={status.key ?? 'other'}
    >
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 rounded-full ${status.key ? TONE[status.key] : 'bg-stone'}`}
      />
      {status.key ? t(status.key) : status.served}
    </span>
  );
}
