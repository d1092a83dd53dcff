// A real SMTP server for API and e2e tests (smtp-server + mailparser): it accepts every message on
// a random local port and keeps it parsed, so a test can assert the recipient, subject and links.
//
//   const smtp = await startTestSmtpServer();
//   const commerce = await startTestCommerce({ mail: { smtpUrl: smtp.url } });
//   …
//   const mail = await smtp.waitFor((m) => m.to.includes('ann@example.com'));
//   mail.subject; mail.links; // ['http://localhost:3000/customer/account/confirm?email=…&key=…']
//   smtp.failNext(2);          // the next two deliveries are refused (451), to test retries
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the HTML part's anchors, in order, unescaped. */
  links: string[];
  receivedAt: Date;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL / `mail.smtpUrl`. */
  url: string;
  /** Every message accepted so far, oldest first. */
  messages: CapturedMail[];
  /** The first accepted message matching `match`, waiting for it up to `timeoutMs`. */
  waitFor(match: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  /** Refuses the next `count` messages with a temporary failure (451). */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      simpleParser(stream).then(
        (parsed) => {
          if (failures > 0) {
            failures -= 1;
            const refusal = Object.assign(new Error('Try again later'), { responseCode: 451 });
            callback(refusal);
            return;
          }
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          messages.push({
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html,
            links: [...html.matchAll(/<a\s[^>]*href="(https?:[^"]+)"/g)].map((match) =>
              unescapeHtml(match[1]!),
            ),
            receivedAt: new Date(),
          });
          callback();
          for (const wake of waiters) wake();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(count) {
      failures = count;
    },
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        waiters.add(wake);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function unescapeHtml(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}
