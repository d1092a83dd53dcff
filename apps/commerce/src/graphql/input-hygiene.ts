// Input that no resolver should ever see (ADR 0024): strings PostgreSQL rejects (a NUL, U+0000) or
// that are not Unicode (a lone surrogate, which would reach the database as U+FFFD), and variables
// nested so deep that the code walking them recursively (the response cache's key, graphql-js's
// coercion) overflows the stack. Variables are checked before anything else reads them, by a walk
// that keeps its own stack; literals in the document by a validation rule.
import type { ASTVisitor, ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { createGraphQLError } from 'graphql-yoga';
import { GraphQLError } from './graphql-js';

/** Deeper than any input type of the schema nests (filters are three levels). */
export const maxVariableDepth = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a string, in words for the client, or null. */
export function stringProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'contains a NUL character (U+0000)';
  if (LONE_SURROGATE.test(value)) return 'is not valid Unicode (a lone surrogate)';
  return null;
}

/** The first problem of a variables object, iteratively: never recursion over client input. */
export function variablesProblem(variables: unknown, maxDepth = maxVariableDepth): string | null {
  const stack: Array<{ value: unknown; depth: number; path: string }> = [
    { value: variables, depth: 0, path: '' },
  ];
  while (stack.length) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) return `Variable "$${path}" ${problem}.`;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= maxDepth) {
        return `Variables are nested more than ${maxDepth} levels deep.`;
      }
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}${Array.isArray(value) ? `[${key}]` : `.${key}`}` : key;
        stack.push({ value: child, depth: depth + 1, path: childPath });
      }
    }
  }
  return null;
}

/** Refuses bad variables (and a query text that is not Unicode) before the cache or graphql-js read them. */
export function variableHygiene(): Plugin {
  return {
    onParams({ params }) {
      const problem =
        (params.query && LONE_SURROGATE.test(params.query)
          ? 'The query is not valid Unicode (a lone surrogate).'
          : null) ?? variablesProblem(params.variables ?? null);
      if (problem) {
        throw createGraphQLError(problem, {
          extensions: { category: 'graphql-input', http: { status: 400 } },
        });
      }
    },
  };
}

/** String literals of the document: a NUL written as `\u0000` passes the lexer, not PostgreSQL. */
export function StringLiteralRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      const problem = stringProblem(node.value);
      if (problem)
        context.reportError(new GraphQLError(`String value ${problem}.`, { nodes: node }));
    },
  };
}
