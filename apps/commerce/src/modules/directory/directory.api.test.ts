import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestContext } from '../../context/request-context';
import { createLogger } from '../../logger';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const countriesQuery = /* GraphQL */ `
  {
    countries {
      id
      two_letter_abbreviation
      three_letter_abbreviation
      full_name_locale
      full_name_english
      available_regions {
        id
        code
        name
      }
    }
  }
`;

const countryQuery = /* GraphQL */ `
  query Country($id: String) {
    country(id: $id) {
      id
      full_name_locale
      full_name_english
      three_letter_abbreviation
      available_regions {
        id
        code
        name
      }
    }
  }
`;

describe('countries and regions', () => {
  let commerce: TestCommerce;

  beforeAll(async () => {
    commerce = await startTestCommerce();
  });
  afterAll(async () => {
    await commerce?.close();
  });

  const countryIds = async (store: string) => {
    const { body } = await commerce.gql(countriesQuery, {}, { Store: store });
    expect(body.errors).toBeUndefined();
    return (body.data!['countries'] as Array<{ id: string }>).map((country) => country.id);
  };

  it('lists only the countries each store’s website ships to', async () => {
    expect(await countryIds('default')).toEqual([
      'AT',
      'BE',
      'CH',
      'DE',
      'DK',
      'ES',
      'FR',
      'GB',
      'IE',
      'IT',
      'LU',
      'NL',
      'PT',
      'SE',
    ]);
    expect(await countryIds('at')).toEqual(['AT']);
    expect(await countryIds('me')).toEqual(['AE', 'BH', 'KW', 'OM', 'QA', 'SA']);
    expect(await countryIds('sa')).toEqual(['AE', 'BH', 'KW', 'OM', 'QA', 'SA']);
    expect(await countryIds('us')).toEqual(['US']);
  });

  it('names a country in the store’s language and in English, with both ISO codes', async () => {
    const { body } = await commerce.gql(countriesQuery, {}, { Store: 'at' });
    expect(body.data!['countries'][0]).toMatchObject({
      id: 'AT',
      two_letter_abbreviation: 'AT',
      three_letter_abbreviation: 'AUT',
      full_name_locale: 'Österreich',
      full_name_english: 'Austria',
    });
    const gb = await commerce.gql(countryQuery, { id: 'GB' }, { Store: 'default' });
    expect(gb.body.data!['country']).toMatchObject({
      full_name_locale: 'United Kingdom',
      full_name_english: 'United Kingdom',
      three_letter_abbreviation: 'GBR',
    });
  });

  it('serves the Austrian Bundesländer with Magento’s ids and codes, ordered by name', async () => {
    const { body } = await commerce.gql(countryQuery, { id: 'AT' }, { Store: 'at' });
    const regions = body.data!['country'].available_regions;
    expect(regions).toHaveLength(9);
    expect(regions[0]).toEqual({ id: 102, code: 'AT-1', name: 'Burgenland' });
    expect(regions).toContainEqual({ id: 95, code: 'AT-9', name: 'Wien' });
    expect(regions.at(-1)).toEqual({ id: 95, code: 'AT-9', name: 'Wien' });
  });

  it('serves the US states, the Saudi regions and the emirates', async () => {
    const us = await commerce.gql(countryQuery, { id: 'US' }, { Store: 'us' });
    expect(us.body.data!['country'].available_regions).toContainEqual({
      id: 43,
      code: 'NY',
      name: 'New York',
    });
    expect(us.body.data!['country'].available_regions).toHaveLength(65);
    const sa = await commerce.gql(countryQuery, { id: 'SA' }, { Store: 'sa' });
    expect(sa.body.data!['country'].available_regions).toContainEqual({
      id: 1201,
      code: 'SA-01',
      name: 'Riyadh',
    });
    const ae = await commerce.gql(countryQuery, { id: 'ae' }, { Store: 'me' });
    expect(ae.body.data!['country'].id).toBe('AE');
    expect(ae.body.data!['country'].available_regions).toContainEqual({
      id: 1303,
      code: 'AE-DU',
      name: 'Dubai',
    });
  });

  it('answers null regions for a country Magento lists without any', async () => {
    const { body } = await commerce.gql(countryQuery, { id: 'GB' }, { Store: 'default' });
    expect(body.data!['country'].available_regions).toBeNull();
  });

  it('refuses a country the store does not ship to, as Magento does', async () => {
    const { body } = await commerce.gql(countryQuery, { id: 'US' }, { Store: 'at' });
    expect(body.data!['country']).toBeNull();
    expect(body.errors![0]!.message).toBe("The country isn't available.");
    expect(body.errors![0]!.extensions!['category']).toBe('graphql-no-such-entity');
  });

  it('refuses an unknown, empty, missing or oversized country id the same way', async () => {
    for (const id of ['XX', '', null, 'A'.repeat(10_000)]) {
      const { body } = await commerce.gql(countryQuery, { id }, { Store: 'default' });
      expect(body.errors![0]!.message).toBe("The country isn't available.");
    }
  });

  it('tells the address rules whether a country needs a region or a postcode', async () => {
    const services = commerce.commerce.services;
    const context = createRequestContext({
      store: await services.stores.resolveScope({ store: 'me' }),
      logger: createLogger({ logLevel: 'silent' }),
      mediaBaseUrl: '/media/',
    });
    expect(await services.directory.allowed(context, 'AE')).toMatchObject({
      id: 'AE',
      regionRequired: true,
      postcodeRequired: false,
    });
    expect(await services.directory.allowed(context, 'KW')).toMatchObject({
      regions: [],
      regionRequired: false,
      postcodeRequired: true,
    });
    expect(await services.directory.allowed(context, 'US')).toBeNull();
  });
});
