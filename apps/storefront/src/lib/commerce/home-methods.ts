// The home page's calls: the main categories with their pictures, from the header menu tree.
import { HomeCategoriesDocument } from '@/gql/graphql';
import { navigationMenuArguments } from './api-arguments';
import { operationMethod } from './define-api-method';
import { homeCategoriesView } from './reshape/home';

export const homeMethods = {
  homeCategories: operationMethod(
    navigationMenuArguments,
    HomeCategoriesDocument,
    (args) => ({ identifier: args.identifier }),
    homeCategoriesView,
  ),
};
