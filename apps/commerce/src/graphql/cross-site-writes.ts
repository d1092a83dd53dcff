// Mutations run only from requests a browser cannot send across sites without asking (ADR 0026):
// a POST with a JSON body. Forms (urlencoded, multipart), text/plain, application/graphql and GET
// are "simple" requests another site's page can make; queries sent that way still run.
import type { Plugin } from '@envelop/core';
import { createGraphQLError } from 'graphql-yoga';
import { chosenOperation } from './operation';

const WRITE_MEDIA_TYPES = new Set(['application/json', 'application/graphql-response+json']);

/** Whether a request may carry a mutation: a POST whose body is declared JSON. */
export function acceptsWrites(request: Request): boolean {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return request.method === 'POST' && mediaType !== undefined && WRITE_MEDIA_TYPES.has(mediaType);
}

export function refuseCrossSiteWrites(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const operation = chosenOperation(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      if ((args.contextValue as { writesAllowed?: boolean }).writesAllowed === true) return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError(
            'Mutations must be sent as a POST request with Content-Type: application/json.',
            { extensions: { category: 'graphql-input', http: { status: 415 } } },
          ),
        ],
      });
    },
  };
}
