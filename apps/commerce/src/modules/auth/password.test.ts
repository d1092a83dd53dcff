import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_SCRYPT,
  passwordProblem,
  verifyPassword,
} from './password';

describe('the password rule', () => {
  it('accepts six characters with an upper and a lower case letter', () => {
    expect(passwordProblem('Abcdef')).toBeNull();
    expect(passwordProblem('Łódź12')).toBeNull();
  });

  it('refuses short passwords and passwords without both letter cases, with the spec text', () => {
    for (const password of ['Abcde', 'abcdef1', 'ABCDEF1', '123456', ''])
      expect(passwordProblem(password)).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('refuses leading or trailing spaces, the e-mail itself and more than 256 characters', () => {
    expect(passwordProblem(' Abcdef')).toBe(
      "The password can't begin or end with a space. Verify the password and try again.",
    );
    expect(passwordProblem('Ann@Example.com', 'ann@example.com')).toBe(
      "The password can't be the same as the email address. Create a new password and try again.",
    );
    expect(passwordProblem(`Aa${'x'.repeat(254)}`)).toBeNull();
    expect(passwordProblem(`Aa${'x'.repeat(255)}`)).toBe(
      'Please enter a password with at most 256 characters.',
    );
  });
});

describe('password hashing', () => {
  it('stores scrypt with its parameters and a fresh salt per password', async () => {
    const first = await hashPassword('Linen1Soft');
    const second = await hashPassword('Linen1Soft');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(PASSWORD_SCRYPT).toEqual({ N: 32768, r: 8, p: 1 });
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Linen1Soft');
    expect(await verifyPassword('Linen1Soft', stored)).toBe(true);
    expect(await verifyPassword('linen1soft', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('still verifies a hash made with other parameters', async () => {
    const cheaper = await hashPassword('Linen1Soft', { N: 1024, r: 8, p: 1 });
    expect(cheaper.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('Linen1Soft', cheaper)).toBe(true);
  });

  it("tells a hash of other parameters from one of today's", async () => {
    expect(needsRehash(await hashPassword('Linen1Soft'))).toBe(false);
    expect(needsRehash(await hashPassword('Linen1Soft', { N: 1024, r: 8, p: 1 }))).toBe(true);
  });

  it('refuses missing and malformed hashes', async () => {
    expect(await verifyPassword('Linen1Soft', null)).toBe(false);
    expect(await verifyPassword('Linen1Soft', 'plain-text')).toBe(false);
    expect(await verifyPassword('Linen1Soft', 'scrypt$x$8$1$c2FsdA$a2V5')).toBe(false);
  });
});
