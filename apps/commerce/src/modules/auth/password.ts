// Password hashing (scrypt from node:crypto, ADR 0042) and the spec's password rule.
// A stored hash carries its own parameters and salt, so the cost can rise later without
// invalidating existing passwords: a hash made with weaker parameters still verifies.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/** About 65 ms per hash on the 2-core reference machine (ADR 0042). */
export const PASSWORD_SCRYPT: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Magento's AccountManagement::MAX_PASSWORD_LENGTH. */
export const MAX_PASSWORD_LENGTH = 256;

function derive(password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = {
    ...parameters,
    // scrypt needs 128·N·r bytes; node's default ceiling (32 MiB) is exactly that at 2^15.
    maxmem: 256 * parameters.N * parameters.r,
  };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  parameters: ScryptParameters = PASSWORD_SCRYPT,
): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, parameters);
  const { N, r, p } = parameters;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` matches `stored`; false for a malformed or missing hash. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    // Spend the same time as a real comparison, so a missing password does not show.
    await spendComparableTime(password);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.parameters);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with other parameters than today's (it is then renewed). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.parameters.N !== PASSWORD_SCRYPT.N ||
    parsed.parameters.r !== PASSWORD_SCRYPT.r ||
    parsed.parameters.p !== PASSWORD_SCRYPT.p
  );
}

const DUMMY_SALT = randomBytes(SALT_LENGTH);

/** One hash's worth of work, for sign-ins with an unknown e-mail (no account enumeration). */
export async function spendComparableTime(password: string): Promise<void> {
  await derive(password, DUMMY_SALT, PASSWORD_SCRYPT);
}

function parseHash(
  stored: string,
): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !N || !r || !p || !salt || !key) return null;
  const parameters = { N: Number(N), r: Number(r), p: Number(p) };
  if (!Object.values(parameters).every((value) => Number.isSafeInteger(value) && value > 0))
    return null;
  return {
    parameters,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/** The spec's rule text (commerce-core §5). */
export const PASSWORD_RULE_MESSAGE =
  'The password must be at least 6 characters long and must contain at least 1 uppercase letter and 1 lowercase letter';

/**
 * The first reason `password` is refused, or null. The spec's rule (6 characters, an upper and
 * a lower case letter) plus Magento's own checks, with their messages.
 */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length > MAX_PASSWORD_LENGTH)
    return `Please enter a password with at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (password !== password.trim())
    return "The password can't begin or end with a space. Verify the password and try again.";
  if ([...password].length < 6 || !/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password))
    return PASSWORD_RULE_MESSAGE;
  if (email && password.toLowerCase() === email.trim().toLowerCase())
    return "The password can't be the same as the email address. Create a new password and try again.";
  return null;
}
