// View models of the customer's account (ADR 0022): our names, never the generated types.

export interface CustomerView {
  email: string;
  firstname: string;
  lastname: string;
  prefix: string;
  /** ISO date (YYYY-MM-DD), or null while none is saved; fixed once saved (spec §3). */
  dateOfBirth: string | null;
  /** Magento's codes: 1 male, 2 female, 3 not specified; null when unknown. */
  gender: number | null;
  isSubscribed: boolean;
}

export interface AddressView {
  id: number;
  firstname: string;
  lastname: string;
  company: string;
  /** Spec §3: street, apartment, neighborhood and extra, in that order. */
  street: string[];
  city: string;
  postcode: string;
  countryCode: string;
  region: string;
  telephone: string;
  defaultShipping: boolean;
  defaultBilling: boolean;
}

export interface CustomerReviewView {
  productName: string;
  productUrlKey: string | null;
  nickname: string;
  summary: string;
  text: string;
  createdAt: string;
  /** 0–100, as Magento serves `average_rating`. */
  averageRating: number;
}

/** The answer of a login or a registration: the tokens stay on the server, in httpOnly cookies. */
export interface SessionView {
  signedIn: boolean;
  /** Registration only: the account waits for its e-mail confirmation (spec §4). */
  confirmationRequired?: boolean;
}

/** A country the store ships to, named in the store's language, with its regions (may be none). */
export interface CountryView {
  id: string;
  name: string;
  regions: Array<{ id: number; code: string; name: string }>;
}
