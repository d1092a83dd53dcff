// Limits on what one request may ask for (DESIGN.md "Limits"): Magento's depth 20 and complexity
// 300, plus bounds on aliases, tokens and directives so a small body cannot cost a lot of work.
import type { Plugin } from '@envelop/core';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from './graphql-js';
import { withCategory } from './errors';

export const queryLimits = {
  maxDepth: 20,
  // Counted as Magento (webonyx) does: every selected field costs 1.
  maxComplexity: 300,
  maxAliases: 30,
  maxTokens: 2000,
  maxDirectives: 50,
} as const;

export function guardRailPlugins(options: {
  production: boolean;
  introspection: boolean;
}): Plugin[] {
  const armor = new EnvelopArmor({
    maxDepth: { n: queryLimits.maxDepth, ignoreIntrospection: true },
    costLimit: {
      maxCost: queryLimits.maxComplexity,
      objectCost: 1,
      scalarCost: 1,
      depthCostFactor: 1,
      flattenFragments: true,
      ignoreIntrospection: true,
    },
    maxAliases: { n: queryLimits.maxAliases },
    maxTokens: { n: queryLimits.maxTokens },
    maxDirectives: { n: queryLimits.maxDirectives },
    // Suggestions ("Did you mean …?") would map the schema for a visitor when introspection is off.
    blockFieldSuggestion: { enabled: options.production },
  });
  return [
    ...armor.protect().plugins,
    ...(options.introspection ? [] : [disableIntrospection()]),
    categoriseValidationErrors(),
  ];
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
        if (result.length) setResult(result.map((error) => withCategory(error, 'graphql-input')));
      };
    },
  };
}
