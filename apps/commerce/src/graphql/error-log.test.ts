import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createUnexpectedErrorLog } from './error-log';
import { GraphQLError } from './graphql-js';

function collectingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('the log of unexpected errors', () => {
  const internal = () => new GraphQLError('Internal server error');

  it('reports a masked error once, through the logger of the request it happened in', async () => {
    const root = collectingLogger();
    const log = createUnexpectedErrorLog(root.logger);
    const request = root.logger.child({ requestId: 'req-7' });
    const cause = new Error('connection terminated');
    const masked = log.mask(() => internal())(cause, 'Internal server error');
    log.yogaError(cause); // Yoga's own report of the same error
    await log.plugin.onResultProcess?.({
      result: { errors: [masked] },
      serverContext: { logger: request },
    } as never);
    expect(root.lines).toEqual([
      expect.objectContaining({
        requestId: 'req-7',
        msg: 'unexpected error while serving GraphQL',
        err: expect.objectContaining({ message: 'connection terminated' }),
      }),
    ]);
  });

  it('leaves errors the mask keeps unreported, and reports what no request reports on the root', async () => {
    const root = collectingLogger();
    const log = createUnexpectedErrorLog(root.logger);
    const expected = new GraphQLError('The cart isn’t active.');
    expect(log.mask((error) => error as Error)(expected, 'Internal server error')).toBe(expected);
    await log.plugin.onResultProcess?.({
      result: { errors: [expected] },
      serverContext: { logger: root.logger.child({ requestId: 'req-8' }) },
    } as never);
    expect(root.lines).toEqual([]);
    log.yogaError('thrown as a string');
    expect(root.lines).toEqual([
      expect.objectContaining({
        msg: 'unexpected error while serving GraphQL',
        err: 'thrown as a string',
      }),
    ]);
    expect(root.lines[0]).not.toHaveProperty('requestId');
  });
});
