// What catalog resolvers hand to field resolvers: database rows plus, when reached through
// route(), the redirect the URL carried.
import type { Category, Product } from './tables';

export interface RouteInfo {
  redirectCode: number;
  relativeUrl: string;
}

export type ProductModel = Product & { route?: RouteInfo };
export type CategoryModel = Category & { route?: RouteInfo };
