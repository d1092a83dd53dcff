// The store view a request runs in, resolved once per request (Store and Content-Currency).
import type { StoreViewRecord } from './repository';

export interface StoreScope {
  storeView: StoreViewRecord;
  /** The display currency chosen by Content-Currency, else the store's default. */
  currencyCode: string;
}

export const DEFAULT_STORE_CODE = 'default';
