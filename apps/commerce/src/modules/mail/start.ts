// Builds and starts the sender loop of one commerce process (app.ts stops it on close).
import type { Kysely } from 'kysely';
import type { MailConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Logger } from '../../logger';
import { MailRenderer } from './render';
import { MailOutboxRepository } from './repository';
import { MailSender } from './sender';
import { createMailTransport } from './transport';

export function startMailSender(
  db: Kysely<Database>,
  config: MailConfig,
  logger: Logger,
): MailSender {
  const outbox = new MailOutboxRepository(db);
  const sender = new MailSender(
    outbox,
    new MailRenderer(outbox, config.storefrontUrl),
    createMailTransport(config),
    config,
    logger.child({ module: 'mail' }),
  );
  sender.start();
  return sender;
}
