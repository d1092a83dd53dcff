// The one place our code takes graphql-js values from.
// graphql 16 has no "exports" map: Node (and so Yoga, graphql-tools, graphql-armor) loads index.js,
// while Vite-based tools (vitest) resolve a bare 'graphql' through "module" to index.mjs. Two copies
// break `instanceof GraphQLError`, so Yoga would treat our categorised errors as unexpected.
// Importing the file Node loads keeps a single copy everywhere.
export {
  buildASTSchema,
  concatAST,
  getIntrospectionQuery,
  getNamedType,
  GraphQLError,
  GraphQLList,
  GraphQLNonNull,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  isUnionType,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  print,
  printSchema,
  typeFromAST,
  valueFromASTUntyped,
  type GraphQLCompositeType,
  type GraphQLOutputType,
} from 'graphql/index.js';
