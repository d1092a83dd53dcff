// Compare lists (Magento CompareListGraphQl's Customer.compare_list). Lists arrive with the
// compare feature; until then no customer has one, which Magento answers with null.
import type { RequestContext } from '../../context/request-context';
import { signedInCustomer } from '../../context/signed-in-customer';
import type { ResolversTypes } from '../../generated/graphql';

export class CompareService {
  async customerList(context: RequestContext): Promise<ResolversTypes['CompareList'] | null> {
    signedInCustomer(context);
    return null;
  }
}
