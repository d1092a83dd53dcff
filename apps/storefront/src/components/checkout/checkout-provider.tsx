'use client';

/**
 * What the checkout keeps in the browser only, across its steps (ADR 0054): the password of the
 * account to be created with the order. It is never sent to our server before the order is placed,
 * and never stored; a reload forgets it (the thank-you page then offers the account again).
 * Everything else a step saves lives in the cart on the server.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface CheckoutState {
  accountPassword: string | null;
  setAccountPassword(password: string | null): void;
}

const CheckoutContext = createContext<CheckoutState | null>(null);

export function CheckoutProvider({ children }: { children: ReactNode }) {
  const [accountPassword, setAccountPassword] = useState<string | null>(null);
  const value = useMemo(() => ({ accountPassword, setAccountPassword }), [accountPassword]);
  return <CheckoutContext.Provider value={value}>{children}</CheckoutContext.Provider>;
}

export function useCheckoutState(): CheckoutState {
  const state = useContext(CheckoutContext);
  if (!state) throw new Error('useCheckoutState needs a CheckoutProvider');
  return state;
}
