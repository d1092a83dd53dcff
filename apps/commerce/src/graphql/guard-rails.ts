// Limits on what one request may ask for (DESIGN.md "Limits", ADR 0024): Magento's depth 20, a cost
// that counts every element a list can hold, a largest page size, and bounds on aliases, tokens
// and directives, so a small body cannot cost a lot of work.
import type { Plugin } from '@envelop/core';
import type { Plugin as YogaPlugin } from 'graphql-yoga';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import type { DocumentNode, ExecutionArgs } from 'graphql';
import { LRUCache } from 'lru-cache';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from './graphql-js';
import { plainWording, withCategory } from './errors';
import { StringLiteralRule, variableHygiene } from './input-hygiene';
import { measureOperation, type OperationMeasure } from './query-cost';

export const queryLimits = {
  maxDepth: 20,
  /**
   * Every field costs 1 per element of the lists above it (query-cost.ts). The storefront's
   * dearest operation, a listing of 99 products with their aggregations and swatches, costs about
   * 20,400; the budget leaves it half as much again.
   */
  maxCost: 30_000,
  maxAliases: 30,
  maxTokens: 2000,
  maxDirectives: 50,
} as const;

/** The storefront's largest page is 99 (the category menu); Magento has no bound at all. */
export const defaultMaxPageSize = 100;

export function guardRailPlugins(options: {
  production: boolean;
  introspection: boolean;
  maxPageSize?: number;
}): Array<Plugin | YogaPlugin> {
  const armor = new EnvelopArmor({
    maxDepth: { n: queryLimits.maxDepth, ignoreIntrospection: true },
    // Ours counts list sizes (operationLimits below); armor's counts each field once.
    costLimit: { enabled: false },
    maxAliases: { n: queryLimits.maxAliases },
    maxTokens: { n: queryLimits.maxTokens },
    maxDirectives: { n: queryLimits.maxDirectives },
    // Suggestions ("Did you mean …?") would map the schema for a visitor when introspection is off.
    blockFieldSuggestion: { enabled: options.production },
  });
  return [
    variableHygiene(),
    ...armor.protect().plugins,
    ...(options.introspection ? [] : [disableIntrospection()]),
    stringLiterals(),
    categoriseValidationErrors(),
    operationLimits(options.maxPageSize ?? defaultMaxPageSize),
  ];
}

function stringLiterals(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(StringLiteralRule);
    },
  };
}

/**
 * Cost and page size depend on the variables, so they are checked as the operation starts rather
 * than in validation (whose results Yoga caches by document).
 */
const MEASURES_PER_DOCUMENT = 256;

function operationLimits(maxPageSize: number): Plugin {
  // Yoga hands the same parsed document for the same query text, so a warm shop measures each
  // (operation, variables) once: the walk costs more than a cached answer (bench/).
  const measured = new WeakMap<DocumentNode, LRUCache<string, OperationMeasure>>();
  const measure = (args: ExecutionArgs): OperationMeasure => {
    let byVariables = measured.get(args.document);
    if (!byVariables) {
      byVariables = new LRUCache({ max: MEASURES_PER_DOCUMENT });
      measured.set(args.document, byVariables);
    }
    // A string's content never changes a cost (a filter's list counts its entries, not what they
    // say), so ids, skus and search terms share one measure per shape of the variables.
    const key = JSON.stringify(
      [args.operationName ?? null, args.variableValues ?? null],
      (_, value) => (typeof value === 'string' ? '' : (value as unknown)),
    );
    let found = byVariables.get(key);
    if (!found) {
      found = measureOperation({
        schema: args.schema,
        document: args.document,
        operationName: args.operationName,
        variables: args.variableValues,
      });
      byVariables.set(key, found);
    }
    return found;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const { cost, largestPageSize } = measure(args);
      const refusal =
        largestPageSize > maxPageSize
          ? `pageSize value ${largestPageSize} is greater than the maximum of ${maxPageSize}.`
          : cost > queryLimits.maxCost
            ? `Query cost of ${cost} exceeds the limit of ${queryLimits.maxCost}.`
            : null;
      if (refusal) {
        setResultAndStopExecution({
          errors: [new GraphQLError(refusal, { extensions: { category: 'graphql-input' } })],
        });
      }
    },
  };
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/**
 * graphql-armor rejects by throwing from inside validation; graphql-js reports by returning
 * errors. Both become validation results with category graphql-input, as Magento's clients expect.
 */
function categoriseValidationErrors(): Plugin {
  return {
    onValidate({ validateFn, setValidationFn }) {
      setValidationFn((...args) => {
        try {
          return validateFn(...args);
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
      });
      return ({ result, setResult }) => {
        if (result.length)
          setResult(result.map((error) => withCategory(plainWording(error), 'graphql-input')));
      };
    },
  };
}
