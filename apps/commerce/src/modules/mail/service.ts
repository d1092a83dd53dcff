// The mail module's API for other modules: `enqueue` writes a message into the outbox inside the
// caller's transaction (or on the plain handle), and nothing else happens in the request: the
// sender loop (sender.ts) delivers it afterwards. So sending never blocks or fails the request, and
// a rolled-back change sends nothing.
//
//   await services.mail.enqueue(trx, {
//     template: 'confirm_account',
//     storeViewCode: context.store.storeView.code,
//     to: customer.email,
//     variables: { firstname, email, key },
//   });
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailOutboxRepository } from './repository';
import type { MailTemplateName, MailTemplateVariables } from './templates';

export type { MailTemplateName, MailTemplateVariables } from './templates';

export interface MailMessage<T extends MailTemplateName> {
  template: T;
  /** The store view whose language and storefront prefix the message uses. */
  storeViewCode: string;
  to: string;
  variables: MailTemplateVariables[T];
}

/** The longest address SMTP carries (RFC 5321). */
const MAX_ADDRESS_LENGTH = 254;

export class MailService {
  constructor(private readonly outbox: MailOutboxRepository) {}

  /** Queues one message; resolves with its outbox id. `db` may be a transaction. */
  async enqueue<T extends MailTemplateName>(
    db: Kysely<Database>,
    message: MailMessage<T>,
  ): Promise<number> {
    const to = message.to.trim();
    if (to.length < 3 || to.length > MAX_ADDRESS_LENGTH || !to.includes('@') || /[\s<>,]/.test(to))
      throw new Error(`mail: not a single e-mail address: ${JSON.stringify(message.to)}`);
    return this.outbox.insert(db, {
      template: message.template,
      storeViewCode: message.storeViewCode,
      to,
      variables: { ...message.variables },
    });
  }
}
