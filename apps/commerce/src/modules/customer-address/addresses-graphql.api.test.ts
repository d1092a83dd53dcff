// The address book over HTTP, as the storefront and Magento clients call it: bearer tokens from
// generateCustomerToken, Magento's operations and messages, and the isolation matrix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, signUp, type SignedInCustomer } from '../../testing/customer-tokens';
import { startTestCommerce, type TestCommerce } from '../../testing/index';

const STORE = 'at';

const fields = /* GraphQL */ `
  fragment AddressFields on CustomerAddress {
    id
    customer_id
    firstname
    lastname
    middlename
    prefix
    suffix
    company
    street
    city
    region {
      region
      region_code
      region_id
    }
    region_id
    postcode
    country_code
    country_id
    telephone
    fax
    vat_id
    default_billing
    default_shipping
    custom_attributes {
      attribute_code
      value
    }
    extension_attributes {
      attribute_code
      value
    }
  }
`;
const create = /* GraphQL */ `
  mutation ($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...AddressFields
    }
  }
  ${fields}
`;
const update = /* GraphQL */ `
  mutation ($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      ...AddressFields
    }
  }
  ${fields}
`;
const remove = /* GraphQL */ `
  mutation ($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;
const book = /* GraphQL */ `
  {
    customer {
      default_billing
      default_shipping
      addresses {
        ...AddressFields
      }
    }
  }
  ${fields}
`;

const home = {
  firstname: 'Ada',
  lastname: 'Weaver',
  street: ['Ringstrasse 1', 'Top 4', '', 'Innere Stadt', ''],
  city: 'Wien',
  postcode: '1010',
  country_code: 'AT',
  region: { region_id: 95 },
  telephone: '+43 1 234 5678',
};

describe('customer addresses over GraphQL', () => {
  let commerce: TestCommerce;
  let ada: SignedInCustomer;
  let bob: SignedInCustomer;

  beforeAll(async () => {
    commerce = await startTestCommerce();
    ada = await signUp(commerce, STORE);
    bob = await signUp(commerce, STORE);
  });
  afterAll(async () => {
    await commerce?.close();
  });

  it('creates, lists, updates and deletes an address, with the whole CustomerAddress type', async () => {
    const created = await ada.gql(create, { input: { ...home, default_shipping: true } });
    expect(created.body.errors).toBeUndefined();
    const address = created.body.data!['createCustomerAddress'];
    expect(address).toMatchObject({
      firstname: 'Ada',
      street: ['Ringstrasse 1', 'Top 4', 'Innere Stadt'],
      country_code: 'AT',
      country_id: 'AT',
      region: { region: 'Wien', region_code: 'AT-9', region_id: 95 },
      default_shipping: true,
      default_billing: false,
      custom_attributes: [],
      extension_attributes: [],
    });

    const listed = await ada.gql(book);
    expect(listed.body.data!['customer']).toMatchObject({
      default_shipping: String(address.id),
      default_billing: null,
      addresses: [address],
    });

    const updated = await ada.gql(update, { id: address.id, input: { city: 'Graz' } });
    expect(updated.body.data!['updateCustomerAddress']).toMatchObject({
      id: address.id,
      city: 'Graz',
      postcode: '1010',
    });

    const second = await ada.gql(create, { input: { ...home, default_shipping: true } });
    const secondId = second.body.data!['createCustomerAddress'].id as number;
    const afterSecond = await ada.gql(book);
    expect(afterSecond.body.data!['customer'].default_shipping).toBe(String(secondId));

    const deleted = await ada.gql(remove, { id: address.id });
    expect(deleted.body).toEqual({ data: { deleteCustomerAddress: true } });
    const refusedDefault = await ada.gql(remove, { id: secondId });
    expect(firstError(refusedDefault.body)).toEqual({
      message: `Customer Address ${secondId} is set as default shipping address and can not be deleted`,
      category: 'graphql-input',
    });
  });

  it("answers a missing required field with Magento's message and category", async () => {
    const { body } = await ada.gql(create, { input: { ...home, telephone: '' } });
    expect(firstError(body)).toEqual({
      message: 'Required parameters are missing: telephone',
      category: 'graphql-input',
    });
  });

  it('refuses a country the store view’s website does not ship to', async () => {
    const { body } = await ada.gql(create, { input: { ...home, country_code: 'US' } });
    expect(firstError(body).message).toBe(
      'Invalid value of "US" provided for the countryId field.',
    );
  });

  it('never lets one customer read, change or delete another’s address, whatever id is sent', async () => {
    const created = await ada.gql(create, { input: home });
    const adasId = created.body.data!['createCustomerAddress'].id as number;
    for (const id of [adasId, adasId + 1000, 2_000_000_000, -1, 0]) {
      const notFound = {
        message: `Could not find a address with ID "${id}"`,
        category: 'graphql-no-such-entity',
      };
      expect(firstError((await bob.gql(update, { id, input: { city: 'Linz' } })).body)).toEqual(
        notFound,
      );
      expect(firstError((await bob.gql(remove, { id })).body)).toEqual(notFound);
    }
    const bobs = await bob.gql(book);
    expect(bobs.body.data!['customer'].addresses).toEqual([]);
    const adas = await ada.gql(book);
    const kept = (
      adas.body.data!['customer'].addresses as Array<{ id: number; city: string }>
    ).find((address) => address.id === adasId);
    expect(kept?.city).toBe('Wien');
  });

  it('refuses a guest every address operation', async () => {
    const guest = (query: string, variables: Record<string, unknown>) =>
      commerce.gql(query, variables, { Store: STORE });
    for (const { body } of [
      await guest(create, { input: home }),
      await guest(update, { id: 1, input: { city: 'Linz' } }),
      await guest(remove, { id: 1 }),
      await guest(book, {}),
    ]) {
      expect(firstError(body)).toEqual({
        message: "The current customer isn't authorized.",
        category: 'graphql-authorization',
      });
    }
  });

  it('refuses an unknown token', async () => {
    const { body } = await commerce.gql(
      create,
      { input: home },
      { Store: STORE, Authorization: 'Bearer not-a-token' },
    );
    expect(firstError(body)).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
  });

  it('never serves one customer’s address book to another from the response cache', async () => {
    const adas = await ada.gql(book);
    expect(adas.body.data!['customer'].addresses).not.toEqual([]);
    const bobs = await bob.gql(book);
    expect(bobs.body.data!['customer'].addresses).toEqual([]);
  });
});
