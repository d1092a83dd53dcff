'use client';

import { useEffect, useRef, useState } from 'react';
import { createAddingTimer, type AddingTimer } from '@/lib/catalog/adding-state';

/**
 * Spec §4: the card's add-to-cart shows an adding state for 1 second (lib/catalog/adding-state).
 * The card's add to cart (card-add-to-cart.tsx) shows it.
 */
export function useAddingState(): { adding: boolean; startAdding: () => void } {
  const [adding, setAdding] = useState(false);
  const timer = useRef<AddingTimer | null>(null);
  useEffect(() => {
    const current = createAddingTimer(setAdding);
    timer.current = current;
    return () => current.dispose();
  }, []);
  return { adding, startAdding: () => timer.current?.start() };
}
