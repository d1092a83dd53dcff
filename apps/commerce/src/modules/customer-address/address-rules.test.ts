import { describe, expect, it } from 'vitest';
import {
  addressPatch,
  checkRequiredOnCreate,
  checkRequiredOnUpdate,
  checkSizes,
} from './address-rules';

const complete = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['Ringstrasse 1'],
  city: 'Wien',
  country_code: 'AT' as const,
  telephone: '+43 1 234',
  postcode: '1010',
};

describe('reading an address input', () => {
  it('drops empty street entries and trims the others', () => {
    expect(addressPatch({ street: [' Ringstrasse 1 ', '', null, '  ', 'Top 4'] }).street).toEqual([
      'Ringstrasse 1',
      'Top 4',
    ]);
  });

  it('takes country_code over the deprecated country_id', () => {
    expect(addressPatch({ country_code: 'AT', country_id: 'DE' }).country_id).toBe('AT');
    expect(addressPatch({ country_id: 'DE' }).country_id).toBe('DE');
  });

  it('leaves out what the input does not mention, so an update keeps it', () => {
    expect(addressPatch({ city: 'Graz' })).toEqual({ city: 'Graz' });
  });

  it('reads a blank text as no value', () => {
    expect(addressPatch({ company: '   ' })).toEqual({ company: null });
  });
});

describe('required address fields', () => {
  it('accepts a complete new address', () => {
    expect(() => checkRequiredOnCreate(addressPatch(complete))).not.toThrow();
  });

  it("names every missing field in Magento's order and words", () => {
    expect(() => checkRequiredOnCreate(addressPatch({ postcode: '1010' }))).toThrow(
      'Required parameters are missing: firstname, lastname, street, city, country_id, telephone',
    );
  });

  it('counts a street of blank lines as missing', () => {
    expect(() => checkRequiredOnCreate(addressPatch({ ...complete, street: ['', '  '] }))).toThrow(
      'Required parameters are missing: street',
    );
  });

  it('lets an update leave required fields out but not empty them', () => {
    expect(() => checkRequiredOnUpdate(addressPatch({ city: 'Graz' }))).not.toThrow();
    expect(() => checkRequiredOnUpdate(addressPatch({ telephone: '', firstname: ' ' }))).toThrow(
      'Required parameters are missing: firstname, telephone',
    );
  });
});

describe('address sizes', () => {
  it('accepts four street lines and refuses a fifth', () => {
    expect(() => checkSizes(addressPatch({ street: ['a', 'b', 'c', 'd'] }))).not.toThrow();
    expect(() => checkSizes(addressPatch({ street: ['a', 'b', 'c', 'd', 'e'] }))).toThrow(
      '"Street Address" cannot contain more than 4 lines.',
    );
  });

  it('refuses a field or a street line longer than 255 characters', () => {
    expect(() => checkSizes(addressPatch({ city: 'x'.repeat(256) }))).toThrow(
      '"city" length must be equal or less than 255 characters.',
    );
    expect(() => checkSizes(addressPatch({ street: ['x'.repeat(256)] }))).toThrow(
      '"street" length must be equal or less than 255 characters.',
    );
    expect(() => checkSizes(addressPatch({ city: 'x'.repeat(255) }))).not.toThrow();
  });
});
