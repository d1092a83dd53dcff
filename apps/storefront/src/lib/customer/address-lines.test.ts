import { describe, expect, it } from 'vitest';
import { countryName, localityLines } from './address-lines';

describe('the locality lines of an address', () => {
  it('put city, state and ZIP code on one line in the US', () => {
    expect(
      localityLines({ city: 'New York', postcode: '10118', region: 'New York', countryCode: 'US' }),
    ).toEqual(['New York, New York 10118']);
    expect(
      localityLines({
        city: 'New Hyde Park',
        postcode: '11040',
        region: 'New York',
        countryCode: 'US',
      }),
    ).toEqual(['New Hyde Park, New York 11040']);
  });

  it('put the postcode before the city and leave the state out in Austria and Germany', () => {
    expect(
      localityLines({ city: 'Wien', postcode: '1010', region: 'Wien', countryCode: 'AT' }),
    ).toEqual(['1010 Wien']);
    expect(
      localityLines({ city: 'Innsbruck', postcode: '6020', region: 'Tirol', countryCode: 'at' }),
    ).toEqual(['6020 Innsbruck']);
    expect(
      localityLines({ city: 'Berlin', postcode: '10115', region: 'Berlin', countryCode: 'DE' }),
    ).toEqual(['10115 Berlin']);
  });

  it('name the emirate or the region under the city where addresses carry it', () => {
    expect(
      localityLines({ city: 'Jumeirah', postcode: '', region: 'Dubai', countryCode: 'AE' }),
    ).toEqual(['Jumeirah', 'Dubai']);
    expect(
      localityLines({ city: 'Riyadh', postcode: '12271', region: 'Riyadh', countryCode: 'SA' }),
    ).toEqual(['12271 Riyadh']);
  });

  it('put the postcode on a line of its own in the United Kingdom', () => {
    expect(
      localityLines({ city: 'London', postcode: 'SW1A 1AA', region: '', countryCode: 'GB' }),
    ).toEqual(['London', 'SW1A 1AA']);
  });

  it('leave out what the address does not hold', () => {
    expect(localityLines({ city: 'Wien', postcode: '', region: '', countryCode: 'AT' })).toEqual([
      'Wien',
    ]);
    expect(localityLines({ city: '', postcode: '', region: '', countryCode: 'US' })).toEqual([]);
  });
});

describe('the name of a country', () => {
  it('is written in the storefront’s language, and is the code itself when unknown', () => {
    expect(countryName('AT', 'de-AT')).toBe('Österreich');
    expect(countryName('AT', 'en-US')).toBe('Austria');
    expect(countryName('', 'en-US')).toBe('');
    expect(countryName('not a code', 'en-US')).toBe('not a code');
  });
});
