// The account forms' rules (commerce-core §5), shared by the client forms and the API methods'
// arguments. Each message is a key of the `Account.validation` dictionary, so the same rule reads in
// the shopper's language.
import { z } from 'zod';

// Zod would probe for eval with `Function("")`, which the page's policy refuses (ADR 0027).
z.config({ jitless: true });

export const validationKeys = [
  'required',
  'invalidEmail',
  'passwordRule',
  'passwordsMismatch',
  'realName',
  'tooLong',
  'selectCountry',
  'phone',
  'dateOfBirth',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

export function isValidationKey(value: unknown): value is ValidationKey {
  return typeof value === 'string' && (validationKeys as readonly string[]).includes(value);
}

/** Bounds nobody legitimately reaches; they keep every request small. */
const MAX_TEXT = 255;
const MAX_PASSWORD = 256;

const required = (max = MAX_TEXT) => z.string().trim().min(1, 'required').max(max, 'tooLong');

export const emailField = required().pipe(z.email('invalidEmail'));

/** Spec §5: at least 6 characters, with at least 1 uppercase and 1 lowercase letter. */
export const newPasswordField = z
  .string()
  .min(1, 'required')
  .max(MAX_PASSWORD, 'tooLong')
  .refine((value) => value.length >= 6 && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value), {
    message: 'passwordRule',
  });

export const currentPasswordField = z.string().min(1, 'required').max(MAX_PASSWORD, 'tooLong');

/**
 * "Please fill in your real first name and last name": letters (any script), with spaces, hyphens,
 * apostrophes or dots between them, and at least 2 letters.
 */
const REAL_NAME = /^\p{L}[\p{L}\p{M}' .-]*$/u;
export const nameField = required().refine(
  (value) => REAL_NAME.test(value) && value.replace(/[^\p{L}]/gu, '').length >= 2,
  { message: 'realName' },
);

/** An ISO date (YYYY-MM-DD) in the past, or empty. */
export const dateOfBirthField = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(value) &&
        !Number.isNaN(Date.parse(value)) &&
        Date.parse(value) < Date.now()),
    { message: 'dateOfBirth' },
  );

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});

const confirmPasswords = <T extends { password: string; confirmPassword: string }>(value: T) =>
  value.password === value.confirmPassword;
const mismatch = { message: 'passwordsMismatch', path: ['confirmPassword'] };

export const registerSchema = z
  .object({
    firstname: nameField,
    lastname: nameField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'required').max(MAX_PASSWORD, 'tooLong'),
    is_subscribed: z.boolean(),
  })
  .refine(confirmPasswords, mismatch);

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'required').max(MAX_PASSWORD, 'tooLong'),
  })
  .refine(confirmPasswords, mismatch);

export const personalDataSchema = z.object({
  prefix: z.string().trim().max(40, 'tooLong'),
  firstname: nameField,
  lastname: nameField,
  date_of_birth: dateOfBirthField,
  gender: z.enum(['', '1', '2', '3']),
});

export const changeEmailSchema = z.object({
  email: emailField,
  password: currentPasswordField,
});

export const changePasswordSchema = z
  .object({
    currentPassword: currentPasswordField,
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'required').max(MAX_PASSWORD, 'tooLong'),
  })
  .refine(confirmPasswords, mismatch);

/** Spec §5 phone pattern: optional leading spaces and plus, then 10 to 14 digits with separators. */
const PHONE = /^\s*\+?(?:[\s\-()]*\d){10,14}[\s\-()]*$/;

/**
 * The fields of a postal address, as the address book and the checkout ask for them: one set of
 * rules for both forms.
 */
export const addressFieldsSchema = z.object({
  firstname: nameField,
  lastname: nameField,
  // Spec §3: street, apartment, neighborhood, extra; empty entries are dropped when sent.
  street: required(),
  apartment: z.string().trim().max(MAX_TEXT, 'tooLong'),
  neighborhood: z.string().trim().max(MAX_TEXT, 'tooLong'),
  extra: z.string().trim().max(MAX_TEXT, 'tooLong'),
  city: required(),
  postcode: required(40),
  // Spec §5: "Please select a country first".
  country_code: z.string().regex(/^[A-Z]{2}$/, 'selectCountry'),
  region: z.string().trim().max(MAX_TEXT, 'tooLong'),
  telephone: required(40).pipe(z.string().regex(PHONE, 'phone')),
});

/** The address book's address: the fields, and whether it is a default one. */
export const addressSchema = addressFieldsSchema.extend({
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
});

export type AddressFormValues = z.output<typeof addressSchema>;

/** Spec §3: the street list, empty entries dropped. */
export function streetLines(
  values: Pick<AddressFormValues, 'street' | 'apartment' | 'neighborhood' | 'extra'>,
): string[] {
  return [values.street, values.apartment, values.neighborhood, values.extra]
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The countries the store ships to, each with the regions it lists (commerce's directory). */
export type Countries = ReadonlyArray<{ id: string; regions: ReadonlyArray<{ name: string }> }>;

/**
 * A country that lists regions needs one (commerce's `general/region/state_required` defaults to
 * the countries with regions, as Magento's does): true when the form must ask for it.
 */
export function regionMissing(
  values: { country_code: string; region?: string | undefined },
  countries: Countries,
): boolean {
  const regions = countries.find((entry) => entry.id === values.country_code)?.regions ?? [];
  if (regions.length === 0) return false;
  const chosen = values.region?.trim() ?? '';
  return !regions.some((region) => region.name === chosen);
}

/** An address schema with the region rule above for the countries the store ships to. */
export function withRegionRule<
  Schema extends z.ZodType<{ country_code: string; region?: string | undefined }>,
>(schema: Schema, countries: Countries): Schema {
  return schema.refine((values) => !regionMissing(values, countries), {
    path: ['region'],
    message: 'required',
  });
}

/** The address book's form schema for the countries the store ships to. */
export function addressSchemaFor(countries: Countries) {
  return withRegionRule(addressSchema, countries);
}
