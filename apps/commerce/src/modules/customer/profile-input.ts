// Checks and normalises the profile fields of createCustomerV2, createCustomer, updateCustomerV2
// and updateCustomer with Magento's messages (its attribute labels and length limits). Every
// free-text field is bounded, so no request stores an unbounded string.
import { z } from 'zod';
import { inputError } from '../../errors';
import type { CustomersTable } from './tables';

export interface ProfileInput {
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  taxvat?: string | null;
  gender?: number | null;
  date_of_birth?: string | null;
  dob?: string | null;
  allow_remote_shopping_assistance?: boolean | null;
  is_subscribed?: boolean | null;
  password?: string | null;
}

/** Magento's customer attribute labels and our stored maximum lengths. */
const TEXT_FIELDS = {
  firstname: { label: 'First Name', max: 255, required: true },
  lastname: { label: 'Last Name', max: 255, required: true },
  middlename: { label: 'Middle Name/Initial', max: 255, required: false },
  prefix: { label: 'Name Prefix', max: 40, required: false },
  suffix: { label: 'Name Suffix', max: 40, required: false },
  taxvat: { label: 'Tax/VAT number', max: 50, required: false },
} as const;

type TextField = keyof typeof TEXT_FIELDS;

export const MAX_EMAIL_LENGTH = 254;
const emailSchema = z.email();

/** The trimmed e-mail, or null when it is not a valid address (or longer than 254). */
export function normaliseEmail(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed.length > MAX_EMAIL_LENGTH || !emailSchema.safeParse(trimmed).success) return null;
  return trimmed;
}

export function invalidEmail(email: string) {
  const shown = email.length > 64 ? `${email.slice(0, 64)}…` : email;
  return inputError(`"${shown}" is not a valid email address.`);
}

/** A date of birth as YYYY-MM-DD: a real calendar day, not in the future. */
export function normaliseDateOfBirth(value: string, today: Date): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]00:00(?::00)?)?$/.exec(value.trim());
  const day = match ? `${match[1]}-${match[2]}-${match[3]}` : null;
  const parsed = day ? new Date(`${day}T00:00:00Z`) : null;
  if (
    !day ||
    !parsed ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== day
  )
    throw inputError('"Date of Birth" does not fit the entered date format.');
  const todayDay = today.toISOString().slice(0, 10);
  if (day > todayDay)
    throw inputError(
      `Please enter a valid date less than or equal to ${todayDay} at Date of Birth.`,
    );
  return day;
}

export type ProfileValues = Partial<
  Pick<CustomersTable, TextField | 'email' | 'gender' | 'dob'>
> & { allow_remote_shopping_assistance?: boolean };

/**
 * The columns an input sets. `mode: 'create'` requires the names; in `update` an absent or null
 * name keeps the stored one, and null clears an optional field.
 */
export function profileValues(
  input: ProfileInput,
  mode: 'create' | 'update',
  today: Date,
): ProfileValues {
  const values: ProfileValues = {};
  for (const [field, rule] of Object.entries(TEXT_FIELDS) as Array<
    [TextField, (typeof TEXT_FIELDS)[TextField]]
  >) {
    const raw = input[field];
    if (raw === undefined || (raw === null && rule.required)) {
      if (rule.required && mode === 'create')
        throw inputError(`Required parameters are missing: ${rule.label}`);
      continue;
    }
    const value = raw === null ? null : raw.trim();
    if (value !== null && value.length > rule.max)
      throw inputError(`"${rule.label}" length must be equal or less than ${rule.max} characters.`);
    if (rule.required && !value) throw inputError(`"${rule.label}" is a required value.`);
    values[field] = (value || null) as string;
  }
  if (input.gender !== undefined) {
    if (input.gender !== null && ![1, 2, 3].includes(input.gender))
      throw inputError(`"${input.gender}" is not a valid gender value.`);
    values.gender = input.gender;
  }
  const dob = input.date_of_birth !== undefined ? input.date_of_birth : input.dob;
  if (dob !== undefined)
    values.dob = dob === null || dob.trim() === '' ? null : normaliseDateOfBirth(dob, today);
  if (input.allow_remote_shopping_assistance != null)
    values.allow_remote_shopping_assistance = input.allow_remote_shopping_assistance;
  return values;
}
