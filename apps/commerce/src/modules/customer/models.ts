// What resolvers pass down as a `Customer` (codegen mapper): the customer's row. Field resolvers
// of this module shape it; other modules' `extend type Customer` fields read `id` and
// `website_id` from it to load what is theirs.
import type { Selectable } from 'kysely';
import type { CustomersTable } from './tables';

export type CustomerModel = Selectable<CustomersTable>;
