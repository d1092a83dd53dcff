import { describe, expect, it } from 'vitest';
import { isTelephone, readCartAddress, readNotes } from './address-rules';

const address = {
  firstname: ' Ada ',
  lastname: 'Weaver',
  street: ['Hauptstraße 1', '', '  ', '2. OG'],
  city: 'Berlin',
  postcode: '10115',
  country_code: 'de',
  telephone: '+49 30 1234567',
};

const refusal = (input: Record<string, unknown>) => {
  try {
    readCartAddress({ ...address, ...input } as typeof address);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('a cart address', () => {
  it('is trimmed, drops empty street lines and upper-cases the country', () => {
    expect(readCartAddress(address)).toMatchObject({
      firstname: 'Ada',
      street: ['Hauptstraße 1', '2. OG'],
      countryId: 'DE',
      company: null,
      region: null,
      regionId: null,
      saveInAddressBook: true,
    });
  });

  it('names the first required field missing, in Magento order', () => {
    expect(refusal({ firstname: '', lastname: '' })).toBe(
      '"firstname" is required. Enter and try again.',
    );
    expect(refusal({ street: [null, ''] })).toBe('"street" is required. Enter and try again.');
    expect(refusal({ city: ' ' })).toBe('"city" is required. Enter and try again.');
    expect(refusal({ country_code: '' })).toBe('"countryId" is required. Enter and try again.');
    expect(refusal({ telephone: '' })).toBe('"telephone" is required. Enter and try again.');
  });

  it('takes at most four street lines and no field beyond 255 characters', () => {
    expect(refusal({ street: ['1', '2', '3', '4', '5'] })).toBe(
      '"Street Address" cannot contain more than 4 lines.',
    );
    expect(refusal({ street: ['1', '2', '3', '4', ''] })).toBeNull();
    expect(refusal({ street: Array.from({ length: 10_000 }, () => '') })).toBe(
      '"Street Address" cannot contain more than 4 lines.',
    );
    expect(refusal({ lastname: 'x'.repeat(256) })).toBe(
      '"lastname" length must be equal or less than 255 characters.',
    );
    expect(refusal({ street: ['x'.repeat(256)] })).toBe(
      '"street" length must be equal or less than 255 characters.',
    );
  });

  it('bounds courier notes at 1000 characters', () => {
    expect(readNotes('  ')).toBeNull();
    expect(readNotes(' Ring twice ')).toBe('Ring twice');
    expect(() => readNotes('x'.repeat(1001))).toThrow(
      '"customer_notes" length must be equal or less than 1000 characters.',
    );
  });
});

describe('the telephone pattern', () => {
  it('accepts 10 to 14 digits after an optional plus, with spaces, hyphens or parentheses', () => {
    for (const phone of [
      '0301234567',
      '+49 30 1234567',
      '  +1 (212) 555-0100',
      '+971 4 123 4567',
      '12345678901234',
    ]) {
      expect(isTelephone(phone), phone).toBe(true);
    }
  });

  it('refuses fewer than 10 or more than 14 digits, letters and other signs', () => {
    for (const phone of [
      '030 1234',
      '123456789012345',
      '+49 30 CALL ME',
      '030/1234567',
      '++4930123456',
    ]) {
      expect(isTelephone(phone), phone).toBe(false);
    }
    expect(refusal({ telephone: '12345' })).toBe('Enter a correct phone number.');
  });
});
