import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { Kind } from './graphql-js';

/** The operation a request runs: the named one, or the only one; undefined when graphql-js would refuse. */
export function chosenOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName
    ? operations.find((operation) => operation.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
}
