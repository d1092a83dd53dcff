// What the account methods accept (zod), bounded so no request is unbounded. Pure, for tests.
import { z } from 'zod';
import {
  currentPasswordField,
  dateOfBirthField,
  emailField,
  nameField,
  newPasswordField,
} from '@/lib/customer/account-schemas';

const text = (max = 255) => z.string().trim().max(max);

export const loginArguments = z
  .object({ email: emailField, password: currentPasswordField })
  .strict();

export const registerArguments = z
  .object({
    email: emailField,
    firstname: nameField,
    lastname: nameField,
    password: newPasswordField,
    is_subscribed: z.boolean().optional(),
    // Spec §3: the payload may carry a captcha token; none is configured yet.
    recaptchaToken: text(4096).optional(),
  })
  .strict();

export const updateCustomerArguments = z
  .object({
    firstname: nameField.optional(),
    lastname: nameField.optional(),
    prefix: text(40).optional(),
    date_of_birth: dateOfBirthField.optional(),
    gender: z.number().int().min(1).max(3).nullable().optional(),
    is_subscribed: z.boolean().optional(),
  })
  .strict();

export const updateEmailArguments = z
  .object({ email: emailField, password: currentPasswordField })
  .strict();

export const changePasswordArguments = z
  .object({ currentPassword: currentPasswordField, newPassword: newPasswordField })
  .strict();

export const passwordResetEmailArguments = z
  .object({ email: emailField, recaptchaToken: text(4096).optional() })
  .strict();

export const resetPasswordArguments = z
  .object({
    email: emailField,
    resetPasswordToken: z.string().trim().min(1).max(256),
    newPassword: newPasswordField,
    recaptchaToken: text(4096).optional(),
  })
  .strict();

const addressInput = z
  .object({
    firstname: nameField,
    lastname: nameField,
    company: text().optional(),
    street: z.array(text()).min(1).max(4),
    city: text().min(1),
    postcode: text(40).min(1),
    country_code: z.string().regex(/^[A-Z]{2}$/),
    region: text().optional(),
    region_code: text(32).optional(),
    region_id: z.number().int().positive().optional(),
    telephone: text(40).min(1),
    default_shipping: z.boolean().optional(),
    default_billing: z.boolean().optional(),
  })
  .strict();

export const createAddressArguments = z.object({ address: addressInput }).strict();
export const updateAddressArguments = z
  .object({ id: z.number().int().positive(), address: addressInput })
  .strict();
export const addressIdArguments = z.object({ id: z.number().int().positive() }).strict();

export const customerReviewsArguments = z
  .object({
    currentPage: z.number().int().min(1).max(1000).optional(),
    pageSize: z.number().int().min(1).max(50).optional(),
  })
  .strict();

export const createReviewArguments = z
  .object({
    sku: text(64).min(1),
    nickname: text(128).min(1),
    summary: text(255).min(1),
    text: text(5000).min(1),
    ratings: z
      .array(z.object({ id: text(128).min(1), value_id: text(128).min(1) }).strict())
      .max(10),
  })
  .strict();

export const confirmEmailArguments = z
  .object({ email: emailField, key: z.string().trim().min(1).max(256) })
  .strict();

export const countryArguments = z.object({ id: z.string().regex(/^[A-Z]{2}$/) }).strict();

export const socialLoginArguments = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/),
    code: z.string().min(1).max(2048),
    user: z.string().max(1024).optional(),
  })
  .strict();

export const newsletterCodeArguments = z
  .object({ code: z.string().trim().min(1).max(256) })
  .strict();
