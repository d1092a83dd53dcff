// Delivery through nodemailer: SMTP when SMTP_URL is set, else each message written as an .eml
// file under MAIL_DIR (var/mail/ by default), named after its outbox id and template.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';
import type { RenderedMail } from './layout';

export interface MailTransport {
  send(message: RenderedMail & { to: string; fileName: string }): Promise<void>;
  close(): void;
}

export function createMailTransport(
  config: Pick<MailConfig, 'smtpUrl' | 'from' | 'dir'>,
): MailTransport {
  if (config.smtpUrl) {
    // Bounded waits, so a stalled server delays one message (then its retry), never shutdown long.
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(message) {
        await smtp.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
        });
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await stream.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      await mkdir(config.dir, { recursive: true });
      await writeFile(join(config.dir, `${message.fileName}.eml`), info.message as Buffer);
    },
    close: () => stream.close(),
  };
}
