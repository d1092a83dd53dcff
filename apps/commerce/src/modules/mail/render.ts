// Renders an outbox message at send time: the store view's language (from its locale) and its
// storefront links (STOREFRONT_URL + the store's prefix), so a message queued before a change of
// either is sent as the shop is now.
import { renderMail, type RenderedMail } from './layout';
import type { MailOutboxRepository } from './repository';
import {
  composeMail,
  mailLanguage,
  type MailTemplateName,
  type MailTemplateVariables,
} from './templates';

export class MailRenderer {
  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly storefrontUrl: string,
  ) {}

  async render<T extends MailTemplateName>(message: {
    template: T;
    storeViewCode: string;
    variables: MailTemplateVariables[T];
  }): Promise<RenderedMail> {
    const language = mailLanguage(await this.outbox.storeLocale(message.storeViewCode));
    const content = composeMail(message.template, message.variables, language, {
      storefrontUrl: this.storefrontUrl,
      storeViewCode: message.storeViewCode,
    });
    return renderMail(content, language);
  }
}
