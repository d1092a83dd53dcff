import type { ReactNode } from 'react';
import { CheckoutProvider } from '@/components/checkout/checkout-provider';
import { IslandMessages } from '@/components/layout/island-messages';

/**
 * /checkout and its steps (commerce-core §2): one message scope and the checkout's browser state,
 * kept while the shopper moves between steps. The pages are never cached (server/page-cache.ts).
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <IslandMessages scope="checkout">
      <CheckoutProvider>{children}</CheckoutProvider>
    </IslandMessages>
  );
}
