import type { CheckoutAddressView } from '@/lib/commerce/types/checkout';
import type { AddressView } from '@/lib/commerce/types/customer';
import { localityLines } from '@/lib/customer/address-lines';

/** An address as lines of text: name, street lines, the locality as its country writes it, country,
 * phone. */
export function AddressSummary({
  address,
  countryName,
}: {
  address: CheckoutAddressView | AddressView;
  countryName?: string;
}) {
  const country =
    'countryName' in address ? address.countryName : (countryName ?? address.countryCode);
  const lines = [
    `${address.firstname} ${address.lastname}`,
    ...address.street,
    ...localityLines(address),
    country,
    address.telephone,
  ].filter((line) => line.trim() !== '');
  return (
    <address className="text-sm not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Whether a saved address is the one on the cart (Magento's cart address names no saved id). */
export function sameAddress(saved: AddressView, cart: CheckoutAddressView | null): boolean {
  if (!cart) return false;
  return (
    saved.firstname === cart.firstname &&
    saved.lastname === cart.lastname &&
    saved.street.join('\n') === cart.street.join('\n') &&
    saved.city === cart.city &&
    saved.postcode === cart.postcode &&
    saved.countryCode === cart.countryCode &&
    saved.telephone === cart.telephone
  );
}
