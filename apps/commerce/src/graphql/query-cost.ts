// What one operation may cost (ADR 0024). Every selected field costs 1, as Magento counts, but a
// field under a list costs once per element the list can hold: a paged field's list by its
// `pageSize`, any other list by the size declared below. Aliases and fragments count as what
// they expand to, so `a: related_products { … } b: related_products { … }` is two lists.
import type {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLField,
  GraphQLSchema,
  OperationDefinitionNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import {
  GraphQLList,
  GraphQLNonNull,
  Kind,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  typeFromAST,
  valueFromASTUntyped,
  type GraphQLCompositeType,
  type GraphQLOutputType,
} from './graphql-js';

/**
 * How many elements an unpaged list is counted for, by schema coordinate (`Type.field`) or else
 * by field name: about the largest such a list of the demo catalog holds (a configurable product
 * has 18 variants, a gallery 6–8 images). Lists named nowhere count `defaultListSize`.
 */
export const listSizes: Readonly<Record<string, number>> = {
  // One menu per identifier; its tree is read whole, once, whatever the selection nests.
  'Query.navigationMenuTreeList': 1,
  'NavigationMenuTree.children': 10,
  'NavigationMenuNode.children': 5,
  related_products: 10,
  upsell_products: 10,
  crosssell_products: 10,
  variants: 20,
  media_gallery: 10,
  media_gallery_entries: 10,
  custom_gallery: 5,
  categories: 10,
  children: 20,
  breadcrumbs: 5,
  configurable_options: 5,
  values: 10,
  aggregations: 10,
  options: 20,
  // Bundle options and grouped products (paged `items` count their page size instead).
  items: 10,
  ratings_breakdown: 5,
  url_rewrites: 5,
  badges: 5,
  // A wish list item chooses a few options.
  'BundleWishlistItem.bundle_options': 5,
  'SelectedBundleOption.values': 5,
  'DownloadableWishlistItem.links_v2': 5,
};

export const defaultListSize = 10;

/**
 * Paged lists whose answer is never longer than this, whatever page size is asked: Magento Open
 * Source keeps one wish list per customer.
 */
export const boundedPagedLists: Readonly<Record<string, number>> = {
  'Customer.wishlists': 1,
};

/**
 * Filter fields that pin a product: `filter: { sku: { eq } }` finds one, `{ in: [a, b] }` two, so
 * the page counts that many whatever its size (clients ask for one product without a pageSize).
 */
const PINNING_FILTERS = ['sku', 'url_key'] as const;
const FILTER_ARGUMENT = 'filter';

/** The argument a paged field takes, and which list under it the page sizes. */
const PAGE_SIZE_ARGUMENT = 'pageSize';
const PAGED_LIST_FIELD = 'items';

export interface CostInput {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null | undefined;
  variables?: Readonly<Record<string, unknown>> | null | undefined;
  /** Counting stops once the cost passes this (the answer is then some value above it). */
  stopAbove?: number;
}

export interface OperationMeasure {
  cost: number;
  /** The largest `pageSize` any field of the operation asks for (0 when none does). */
  largestPageSize: number;
}

/** Cost and page sizes of the operation that would run (the named one, or the only one). */
export function measureOperation(input: CostInput): OperationMeasure {
  const operation = selectOperation(input.document, input.operationName);
  const rootType = operation && input.schema.getRootType(operation.operation);
  if (!operation || !rootType) return { cost: 0, largestPageSize: 0 };
  const counter = new CostCounter(input, operation);
  const cost = counter.selectionSetCost(operation.selectionSet, rootType);
  return { cost, largestPageSize: counter.largestPageSize };
}

export function operationCost(input: CostInput): number {
  return measureOperation(input).cost;
}

/** Schema coordinates of every field that takes a `pageSize` argument. */
export function pagedFields(schema: GraphQLSchema): string[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) || isInterfaceType(type))
    .filter((type) => !type.name.startsWith('__'))
    .flatMap((type) =>
      Object.values(type.getFields())
        .filter((field) => field.args.some((argument) => argument.name === PAGE_SIZE_ARGUMENT))
        .map((field) => `${type.name}.${field.name}`),
    );
}

export function selectOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

/** The value of a field's argument as it will run: literal, variable, variable default or SDL default. */
export function argumentValue(
  field: FieldNode,
  definition: GraphQLField<unknown, unknown>,
  name: string,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): unknown {
  const declared = definition.args.find((argument) => argument.name === name);
  if (!declared) return undefined;
  const node = field.arguments?.find((argument) => argument.name.value === name)?.value;
  if (!node) return declared.defaultValue;
  return literalValue(node, operation, variables) ?? declared.defaultValue;
}

function literalValue(
  node: ValueNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): unknown {
  if (node.kind === Kind.VARIABLE) {
    const name = node.name.value;
    if (variables && Object.hasOwn(variables, name)) return variables[name];
    const definition = operation.variableDefinitions?.find(
      (variable) => variable.variable.name.value === name,
    );
    // Defaults are constants: they hold no variables.
    return definition?.defaultValue ? valueFromASTUntyped(definition.defaultValue) : undefined;
  }
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    values[definition.variable.name.value] = literalValue(
      definition.variable,
      operation,
      variables,
    );
  }
  return valueFromASTUntyped(node, values);
}

/** How many products a filter can match at most, when it pins them by SKU or URL key. */
function pinnedCount(filter: unknown): number | undefined {
  if (!filter || typeof filter !== 'object') return undefined;
  let pinned: number | undefined;
  for (const name of PINNING_FILTERS) {
    const condition = (filter as Record<string, unknown>)[name];
    if (!condition || typeof condition !== 'object') continue;
    const { eq, in: among } = condition as { eq?: unknown; in?: unknown };
    const count = typeof eq === 'string' ? 1 : Array.isArray(among) ? among.length : undefined;
    if (count !== undefined) pinned = Math.min(pinned ?? count, count);
  }
  return pinned;
}

function isListType(type: GraphQLOutputType): boolean {
  const unwrapped = type instanceof GraphQLNonNull ? type.ofType : type;
  return unwrapped instanceof GraphQLList;
}

class CostCounter {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  /** Fragment costs by fragment, type and page: a fragment spread many times is counted once. */
  private readonly fragmentCosts = new Map<string, number>();
  private readonly stopAbove: number;
  largestPageSize = 0;

  constructor(
    private readonly input: CostInput,
    private readonly operation: OperationDefinitionNode,
  ) {
    for (const definition of input.document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        this.fragments.set(definition.name.value, definition);
    }
    this.stopAbove = input.stopAbove ?? Number.POSITIVE_INFINITY;
  }

  /** `page`: the page size a paged parent set for its `items` list. */
  selectionSetCost(
    selectionSet: SelectionSetNode,
    parentType: GraphQLCompositeType,
    page?: number,
  ): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += this.fieldCost(selection, parentType, page);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? typeFromAST(this.input.schema, selection.typeCondition)
          : parentType;
        if (isCompositeType(type))
          cost += this.selectionSetCost(selection.selectionSet, type, page);
      } else {
        cost += this.fragmentCost(selection.name.value, page);
      }
      if (cost > this.stopAbove) return cost;
    }
    return cost;
  }

  private fragmentCost(name: string, page: number | undefined): number {
    const key = `${name}|${page ?? ''}`;
    const known = this.fragmentCosts.get(key);
    if (known !== undefined) return known;
    const fragment = this.fragments.get(name);
    // Validation has refused unknown fragments and cycles; this guards the counter alone.
    this.fragmentCosts.set(key, 0);
    const type = fragment && typeFromAST(this.input.schema, fragment.typeCondition);
    const cost =
      fragment && isCompositeType(type)
        ? this.selectionSetCost(fragment.selectionSet, type, page)
        : 0;
    this.fragmentCosts.set(key, cost);
    return cost;
  }

  private fieldCost(field: FieldNode, parentType: GraphQLCompositeType, page?: number): number {
    const name = field.name.value;
    // __typename is answered without a resolver; introspection is answered from its own cache.
    if (name.startsWith('__')) return 0;
    const definition =
      isObjectType(parentType) || isInterfaceType(parentType)
        ? parentType.getFields()[name]
        : undefined;
    if (!definition) return 1;
    const pageSize = argumentValue(
      field,
      definition,
      PAGE_SIZE_ARGUMENT,
      this.operation,
      this.input.variables,
    );
    const requested = typeof pageSize === 'number' && pageSize > 0 ? pageSize : undefined;
    if (requested && requested > this.largestPageSize) this.largestPageSize = requested;
    const pinned =
      requested &&
      pinnedCount(
        argumentValue(field, definition, FILTER_ARGUMENT, this.operation, this.input.variables),
      );
    const paged = requested && pinned !== undefined ? Math.min(requested, pinned) : requested;
    const list = isListType(definition.type);
    const size = list
      ? (boundedPagedLists[`${parentType.name}.${name}`] ??
        paged ??
        (name === PAGED_LIST_FIELD ? page : undefined) ??
        listSizes[`${parentType.name}.${name}`] ??
        listSizes[name] ??
        defaultListSize)
      : 1;
    const type = getNamedType(definition.type);
    if (!field.selectionSet || !isCompositeType(type)) return 1;
    // A paged field that is not itself a list (products, reviews) sizes the `items` list under it.
    const childPage = list ? undefined : paged;
    return 1 + size * this.selectionSetCost(field.selectionSet, type, childPage);
  }
}
