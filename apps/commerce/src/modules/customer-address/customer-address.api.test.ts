// The address book as services see it: a RequestContext naming the signed-in customer, the real
// database. The same rules over HTTP (tokens, guests) are in customer-address-graphql.api.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../composition-root';
import type { CustomerAddressInput } from '../../generated/graphql';
import type { CommerceDatabase } from '../../db/database';
import { customerContexts, refusalOf } from '../../testing/service-context';
import { openTestDatabase } from '../../testing/test-database';

const ADA = 910_001;
const BOB = 910_002;

const home: CustomerAddressInput = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['Ringstrasse 1', 'Top 4', '', 'Innere Stadt'],
  city: 'Wien',
  postcode: '1010',
  country_code: 'AT',
  region: { region_id: 95 },
  telephone: '+43 1 234 5678',
};

let database: CommerceDatabase;
let services: Services;

const as = customerContexts(() => services, 'at');
const refusal = refusalOf;

beforeAll(async () => {
  database = await openTestDatabase();
  services = createServices(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('a customer address book', () => {
  it('creates an address with its street lines, empty entries dropped', async () => {
    const context = await as(ADA);
    const address = await services.customerAddresses.create(context, home);
    expect(address).toMatchObject({
      firstname: 'Ada',
      street: ['Ringstrasse 1', 'Top 4', 'Innere Stadt'],
      country_code: 'AT',
      country_id: 'AT',
      default_billing: false,
      default_shipping: false,
      customer_id: context.customer!.id,
    });
    const listed = await services.customerAddresses.list(await as(ADA));
    expect(listed.map((entry) => entry.id)).toContain(address.id);
  });

  it('updates only the fields sent and keeps the rest', async () => {
    const context = await as(ADA);
    const created = await services.customerAddresses.create(context, home);
    const updated = await services.customerAddresses.update(context, created.id!, {
      city: 'Graz',
      street: ['Herrengasse 2'],
    });
    expect(updated).toMatchObject({
      city: 'Graz',
      street: ['Herrengasse 2'],
      firstname: 'Ada',
      postcode: '1010',
    });
  });

  it('deletes an address that is not a default', async () => {
    const context = await as(ADA);
    const created = await services.customerAddresses.create(context, home);
    expect(await services.customerAddresses.delete(context, created.id!)).toBe(true);
    const listed = await services.customerAddresses.list(context);
    expect(listed.map((entry) => entry.id)).not.toContain(created.id);
  });
});

describe('default addresses', () => {
  it('keeps one default shipping and one default billing address: a new default unsets the old', async () => {
    const customer = 910_010;
    const context = await as(customer);
    const first = await services.customerAddresses.create(context, {
      ...home,
      default_shipping: true,
      default_billing: true,
    });
    const second = await services.customerAddresses.create(context, {
      ...home,
      default_shipping: true,
    });
    const byId = new Map(
      (await services.customerAddresses.list(context)).map((entry) => [entry.id, entry]),
    );
    expect(byId.get(first.id)).toMatchObject({ default_shipping: false, default_billing: true });
    expect(byId.get(second.id)).toMatchObject({ default_shipping: true, default_billing: false });
    expect(await services.customerAddresses.defaultIds(await as(customer))).toEqual({
      billing: String(first.id),
      shipping: String(second.id),
    });

    await services.customerAddresses.update(context, first.id!, { default_shipping: true });
    expect(await services.customerAddresses.defaultIds(await as(customer))).toEqual({
      billing: String(first.id),
      shipping: String(first.id),
    });
  });

  it('never leaves two defaults when two addresses become the default at once', async () => {
    const customer = 910_011;
    const context = await as(customer);
    const addresses = await Promise.all(
      [1, 2, 3].map(() => services.customerAddresses.create(context, home)),
    );
    await Promise.all(
      addresses.map((address) =>
        services.customerAddresses.update(context, address.id!, { default_billing: true }),
      ),
    );
    const defaults = (await services.customerAddresses.list(context)).filter(
      (entry) => entry.default_billing,
    );
    expect(defaults).toHaveLength(1);
  });

  it("keeps one default when a new customer's first addresses all arrive as the default at once", async () => {
    const context = await as(910_013);
    await Promise.all(
      [1, 2, 3].map(() =>
        services.customerAddresses.create(context, { ...home, default_shipping: true }),
      ),
    );
    const listed = await services.customerAddresses.list(context);
    expect(listed).toHaveLength(3);
    expect(listed.filter((entry) => entry.default_shipping)).toHaveLength(1);
  });

  it('stops being the default when an update says so', async () => {
    const customer = 910_014;
    const context = await as(customer);
    const address = await services.customerAddresses.create(context, {
      ...home,
      default_billing: true,
    });
    await services.customerAddresses.update(context, address.id!, { default_billing: false });
    expect(await services.customerAddresses.defaultIds(await as(customer))).toEqual({
      billing: null,
      shipping: null,
    });
  });

  it("refuses to delete a default address with Magento's message", async () => {
    const context = await as(910_012);
    const billing = await services.customerAddresses.create(context, {
      ...home,
      default_billing: true,
    });
    const shipping = await services.customerAddresses.create(context, {
      ...home,
      default_shipping: true,
    });
    expect((await refusal(services.customerAddresses.delete(context, billing.id!))).message).toBe(
      `Customer Address ${billing.id} is set as default billing address and can not be deleted`,
    );
    expect((await refusal(services.customerAddresses.delete(context, shipping.id!))).message).toBe(
      `Customer Address ${shipping.id} is set as default shipping address and can not be deleted`,
    );
  });
});

describe('address validation', () => {
  it('names every missing required field on create', async () => {
    const error = await refusal(
      services.customerAddresses.create(await as(ADA), { postcode: '1010' }),
    );
    expect(error.category).toBe('graphql-input');
    expect(error.message).toBe(
      'Required parameters are missing: firstname, lastname, street, city, country_id, telephone',
    );
  });

  it('refuses telephone left empty', async () => {
    const error = await refusal(
      services.customerAddresses.create(await as(ADA), { ...home, telephone: '  ' }),
    );
    expect(error.message).toBe('Required parameters are missing: telephone');
  });

  it('refuses a required field emptied by an update', async () => {
    const context = await as(ADA);
    const created = await services.customerAddresses.create(context, home);
    const error = await refusal(
      services.customerAddresses.update(context, created.id!, { lastname: '' }),
    );
    expect(error.message).toBe('Required parameters are missing: lastname');
  });

  it('refuses an update without input', async () => {
    const context = await as(ADA);
    const created = await services.customerAddresses.create(context, home);
    const error = await refusal(services.customerAddresses.update(context, created.id!, {}));
    expect(error.message).toBe('"input" value should be specified');
  });

  it('refuses a country the website does not ship to', async () => {
    const error = await refusal(
      services.customerAddresses.create(await as(ADA), { ...home, country_code: 'US' }),
    );
    expect(error.message).toBe('Invalid value of "US" provided for the countryId field.');
  });

  it('refuses a missing postcode', async () => {
    const error = await refusal(
      services.customerAddresses.create(await as(ADA), { ...home, postcode: null }),
    );
    expect(error.message).toBe('"postcode" is required. Enter and try again.');
  });

  it('refuses a region id the country does not have', async () => {
    const error = await refusal(
      services.customerAddresses.create(await as(ADA), { ...home, region: { region_id: 999 } }),
    );
    expect(error.message).toBe('Invalid value of "999" provided for the regionId field.');
  });

  it('takes a region of the country by id or by code, with its name and code', async () => {
    const byId = await services.customerAddresses.create(await as(ADA), home);
    expect(byId.region).toEqual({ region: 'Wien', region_code: 'AT-9', region_id: 95 });
    expect(byId.region_id).toBe(95);
    const byCode = await services.customerAddresses.create(await as(ADA), {
      ...home,
      region: { region_code: 'at-6' },
    });
    expect(byCode.region).toEqual({ region: 'Steiermark', region_code: 'AT-6', region_id: 100 });
  });

  it('refuses a missing region where the country requires one', async () => {
    const error = await refusal(
      services.customerAddresses.create(await as(ADA), { ...home, region: null }),
    );
    expect(error.message).toBe('"regionId" is required. Enter and try again.');
  });

  it('refuses a region code the country does not have', async () => {
    const error = await refusal(
      services.customerAddresses.create(await as(ADA), { ...home, region: { region_code: 'XX' } }),
    );
    expect(error.message).toBe('Invalid value of "XX" provided for the regionId field.');
  });

  it('keeps a region as text for a country without a region list', async () => {
    const address = await services.customerAddresses.create(await as('nl', 'default'), {
      ...home,
      country_code: 'NL',
      region: { region: 'Noord-Holland' },
    });
    expect(address.region).toEqual({ region: 'Noord-Holland', region_code: null, region_id: null });
  });

  it('drops the old region when an update moves the address to another country', async () => {
    const context = await as('mover', 'default');
    const created = await services.customerAddresses.create(context, home);
    const moved = await services.customerAddresses.update(context, created.id!, {
      country_code: 'NL',
      city: 'Amsterdam',
    });
    expect(moved).toMatchObject({
      country_code: 'NL',
      region: { region: null, region_code: null, region_id: null },
    });
  });

  it('refuses a fifth street line and an over-long field', async () => {
    const context = await as(ADA);
    expect(
      (
        await refusal(
          services.customerAddresses.create(context, {
            ...home,
            street: ['a', 'b', 'c', 'd', 'e'],
          }),
        )
      ).message,
    ).toBe('"Street Address" cannot contain more than 4 lines.');
    expect(
      (
        await refusal(
          services.customerAddresses.create(context, { ...home, company: 'x'.repeat(256) }),
        )
      ).message,
    ).toBe('"company" length must be equal or less than 255 characters.');
  });
});

describe('another customer’s addresses', () => {
  it('answers every operation on them exactly as on a missing address', async () => {
    const adas = await services.customerAddresses.create(await as(ADA), home);
    const bob = await as(BOB);
    const missingId = 2_000_000_000;
    for (const id of [adas.id!, missingId]) {
      const update = await refusal(services.customerAddresses.update(bob, id, { city: 'X' }));
      const remove = await refusal(services.customerAddresses.delete(bob, id));
      for (const error of [update, remove]) {
        expect(error.category).toBe('graphql-no-such-entity');
        expect(error.message).toBe(`Could not find a address with ID "${id}"`);
      }
    }
    expect((await services.customerAddresses.list(bob)).map((entry) => entry.id)).not.toContain(
      adas.id,
    );
    const unchanged = await services.customerAddresses.list(await as(ADA));
    expect(unchanged.find((entry) => entry.id === adas.id)?.city).toBe('Wien');
  });

  it('refuses a guest before reading anything', async () => {
    const guest = await as(null);
    for (const work of [
      services.customerAddresses.list(guest),
      services.customerAddresses.create(guest, home),
      services.customerAddresses.update(guest, 1, { city: 'X' }),
      services.customerAddresses.delete(guest, 1),
    ]) {
      const error = await refusal(work);
      expect(error.category).toBe('graphql-authorization');
      expect(error.message).toBe("The current customer isn't authorized.");
    }
  });
});
