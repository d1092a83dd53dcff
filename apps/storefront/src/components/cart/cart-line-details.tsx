import type { CartItemView } from '@/lib/commerce/types/cart';

/** A line's configurable choices ("Size: 140 × 200 cm") and bundle parts ("Duvet: 1 × Merino"). */
export function CartLineDetails({ item }: { item: CartItemView }) {
  const rows = [
    ...item.configurableOptions.map((option) => ({ label: option.label, value: option.value })),
    ...item.bundleOptions.map((option) => ({
      label: option.label,
      value: option.values
        .map((value) => (value.quantity > 1 ? `${value.quantity} × ${value.label}` : value.label))
        .join(', '),
    })),
  ];
  if (rows.length === 0) return null;
  return (
    <dl className="mt-1 space-y-0.5 text-sm text-stone" data-testid="cart-line-options">
      {rows.map((row, index) => (
        <div key={`${row.label}-${index}`} className="flex flex-wrap gap-x-1">
          <dt>{row.label}:</dt>
          <dd className="text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
