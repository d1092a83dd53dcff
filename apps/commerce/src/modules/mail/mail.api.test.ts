import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce } from '../../app';
import type { CommerceDatabase } from '../../db/database';
import { createLogger } from '../../logger';
import {
  openTestDatabase,
  startTestCommerce,
  startTestSmtpServer,
  testMailConfig,
  type TestCommerce,
  type TestSmtpServer,
} from '../../testing/index';
import { MailRenderer } from './render';
import { MailOutboxRepository } from './repository';
import { MailSender } from './sender';
import { MailService } from './service';
import { createMailTransport, type MailTransport } from './transport';

const testConfig = {
  port: 0,
  host: '127.0.0.1',
  nodeEnv: 'test' as const,
  logLevel: 'silent' as const,
  redisUrl: null,
};

async function waitUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const outboxRow = (database: CommerceDatabase, id: number) =>
  database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('mail through SMTP', () => {
  let smtp: TestSmtpServer;
  let commerce: TestCommerce;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    commerce = await startTestCommerce({ mail: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await commerce?.close();
    await smtp?.close();
  });

  it('delivers a queued message to the recipient with its subject and storefront link', async () => {
    const id = await commerce.commerce.services.mail.enqueue(commerce.database.db, {
      template: 'confirm_account',
      storeViewCode: 'us',
      to: 'ann@example.com',
      variables: { firstname: 'Ann', email: 'ann@example.com', key: 'k3y' },
    });
    const mail = await smtp.waitFor((m) => m.to.includes('ann@example.com'));
    expect(mail.subject).toBe('Please confirm your Loomfront account');
    expect(mail.from).toContain('no-reply@loomfront.example');
    expect(mail.links).toContain(
      'http://localhost:3000/us/customer/account/confirm?email=ann%40example.com&key=k3y',
    );
    expect(mail.text).toContain('Hello Ann,');
    const row = await waitUntil(
      () => outboxRow(commerce.database, id),
      (r) => r.status === 'sent',
    );
    expect(row.attempts).toBe(1);
    expect(row.sent_at).toBeInstanceOf(Date);
  });

  it('writes the Austrian store view’s mail in German with the /at prefix', async () => {
    await commerce.commerce.services.mail.enqueue(commerce.database.db, {
      template: 'reset_password',
      storeViewCode: 'at',
      to: 'berta@example.at',
      variables: { firstname: 'Berta', email: 'berta@example.at', token: 't0k' },
    });
    const mail = await smtp.waitFor((m) => m.to.includes('berta@example.at'));
    expect(mail.subject).toBe('Ihr Loomfront-Passwort zurücksetzen');
    expect(mail.text).toContain('Guten Tag Berta,');
    expect(mail.links).toContain(
      'http://localhost:3000/at/customer/reset-password?email=berta%40example.at&token=t0k',
    );
  });

  it('escapes the variables in the HTML part', async () => {
    await commerce.commerce.services.mail.enqueue(commerce.database.db, {
      template: 'welcome',
      storeViewCode: 'default',
      to: 'xss@example.com',
      variables: { firstname: '<b onmouseover="x">Eve</b>' },
    });
    const mail = await smtp.waitFor((m) => m.to.includes('xss@example.com'));
    expect(mail.html).not.toContain('<b onmouseover');
    expect(mail.html).toContain('&lt;b onmouseover=&quot;x&quot;&gt;Eve&lt;/b&gt;');
  });

  it('sends nothing for a message queued in a transaction that is rolled back', async () => {
    const rollback = new Error('rolled back on purpose');
    await expect(
      commerce.database.db.transaction().execute(async (trx) => {
        await commerce.commerce.services.mail.enqueue(trx, {
          template: 'welcome',
          storeViewCode: 'default',
          to: 'ghost@example.com',
          variables: { firstname: 'Ghost' },
        });
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    // A message queued after it is delivered, so the sender has had its chance.
    await commerce.commerce.services.mail.enqueue(commerce.database.db, {
      template: 'welcome',
      storeViewCode: 'default',
      to: 'after-ghost@example.com',
      variables: { firstname: 'After' },
    });
    await smtp.waitFor((m) => m.to.includes('after-ghost@example.com'));
    expect(smtp.messages.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
    const rows = await commerce.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'ghost@example.com')
      .execute();
    expect(rows).toEqual([]);
  });

  it('retries a message the SMTP server refused, and delivers it on a later attempt', async () => {
    smtp.failNext(2);
    const id = await commerce.commerce.services.mail.enqueue(commerce.database.db, {
      template: 'newsletter_confirm',
      storeViewCode: 'me',
      to: 'retry@example.com',
      variables: { code: 'c0de' },
    });
    const mail = await smtp.waitFor((m) => m.to.includes('retry@example.com'));
    expect(mail.links).toContain('http://localhost:3000/me/newsletter/confirm?code=c0de');
    const row = await waitUntil(
      () => outboxRow(commerce.database, id),
      (r) => r.status === 'sent',
    );
    expect(row.attempts).toBe(3);
  });

  it('marks a message failed after the bounded number of attempts', async () => {
    smtp.failNext(3);
    const id = await commerce.commerce.services.mail.enqueue(commerce.database.db, {
      template: 'welcome',
      storeViewCode: 'default',
      to: 'never@example.com',
      variables: { firstname: 'Never' },
    });
    const row = await waitUntil(
      () => outboxRow(commerce.database, id),
      (r) => r.status === 'failed',
    );
    expect(row.attempts).toBe(3);
    expect(row.last_error).toMatch(/Try again later/);
    expect(smtp.messages.some((m) => m.to.includes('never@example.com'))).toBe(false);
  });

  it('takes again a message left sending by a crashed process once its claim has expired', async () => {
    const { id } = await commerce.database.db
      .insertInto('mail_outbox')
      .values({
        template: 'welcome',
        store_view_code: 'default',
        recipient: 'crashed@example.com',
        variables: JSON.stringify({ firstname: 'Crash' }),
        status: 'sending',
        attempts: 1,
        next_attempt_at: new Date(Date.now() - 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await smtp.waitFor((m) => m.to.includes('crashed@example.com'));
    const row = await waitUntil(
      () => outboxRow(commerce.database, id),
      (r) => r.status === 'sent',
    );
    expect(row.attempts).toBe(2);
  });

  it('refuses to queue a recipient that is not one e-mail address', async () => {
    for (const to of ['', 'no-at-sign', 'a@b.c, d@e.f', `${'x'.repeat(250)}@example.com`]) {
      await expect(
        commerce.commerce.services.mail.enqueue(commerce.database.db, {
          template: 'welcome',
          storeViewCode: 'default',
          to,
          variables: { firstname: 'X' },
        }),
      ).rejects.toThrow(/not a single e-mail address/);
    }
  });
});

describe('mail without SMTP_URL', () => {
  it('writes each message as an .eml file in the mail folder', async () => {
    const mail = testMailConfig();
    const commerce = await startTestCommerce({ mail });
    try {
      const id = await commerce.commerce.services.mail.enqueue(commerce.database.db, {
        template: 'credentials_changed',
        storeViewCode: 'sa',
        to: 'eml@example.com',
        variables: { firstname: 'Emil', changed: 'password' },
      });
      await waitUntil(
        () => outboxRow(commerce.database, id),
        (r) => r.status === 'sent',
      );
      const files = await readdir(mail.dir);
      expect(files).toEqual([`${String(id).padStart(8, '0')}-credentials_changed.eml`]);
      const eml = await readFile(join(mail.dir, files[0]!), 'utf8');
      expect(eml).toMatch(/^To: eml@example\.com$/m);
      expect(eml).toMatch(/^Subject: Your Loomfront password has been changed$/m);
    } finally {
      await commerce.close();
    }
  });
});

describe('the outbox across a restart', () => {
  it('delivers after a restart a message that was still pending when commerce stopped', async () => {
    const smtp = await startTestSmtpServer();
    const database = await openTestDatabase();
    try {
      // First run: the SMTP server refuses, so the message is still pending when commerce stops.
      smtp.failNext(1);
      const first = await startCommerce({
        database,
        migrate: false,
        config: { ...testConfig, mail: testMailConfig({ smtpUrl: smtp.url, retryBaseMs: 60_000 }) },
      });
      const id = await first.services.mail.enqueue(database.db, {
        template: 'welcome',
        storeViewCode: 'default',
        to: 'restart@example.com',
        variables: { firstname: 'Rita' },
      });
      await waitUntil(
        () => outboxRow(database, id),
        (r) => r.attempts === 1 && r.status === 'pending',
      );
      await first.close();
      expect(smtp.messages).toEqual([]);
      // The retry is due in a minute; a restart an hour later is simulated by making it due now.
      await database.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where('id', '=', id)
        .execute();

      const second = await startCommerce({
        database,
        migrate: false,
        config: { ...testConfig, mail: testMailConfig({ smtpUrl: smtp.url }) },
      });
      try {
        const mail = await smtp.waitFor((m) => m.to.includes('restart@example.com'));
        expect(mail.subject).toBe('Welcome to Loomfront');
        const row = await waitUntil(
          () => outboxRow(database, id),
          (r) => r.status === 'sent',
        );
        expect(row.attempts).toBe(2);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
      await smtp.close();
    }
  });
});

describe('mail and the requests that queue it', () => {
  it('answers a request that queues mail at once while the SMTP server is unreachable', async () => {
    // Nothing listens on port 9 (discard) here: every delivery attempt fails.
    const commerce = await startTestCommerce({
      mail: { smtpUrl: 'smtp://127.0.0.1:9', retryBaseMs: 60_000 },
    });
    try {
      const started = Date.now();
      const { status, body } = await commerce.gql(
        'mutation { subscribeEmailToNewsletter(email: "offline@example.com") { status } }',
        {},
        { Store: 'default' },
      );
      expect(status).toBe(200);
      expect(body.data!['subscribeEmailToNewsletter']).toEqual({ status: 'NOT_ACTIVE' });
      expect(Date.now() - started).toBeLessThan(2_000);
      const row = await waitUntil(
        () =>
          commerce.database.db
            .selectFrom('mail_outbox')
            .selectAll()
            .where('recipient', '=', 'offline@example.com')
            .executeTakeFirstOrThrow(),
        (r) => r.attempts === 1 && r.status === 'pending',
      );
      expect(row.last_error).toBeTruthy();
    } finally {
      await commerce.close();
    }
  });
});

describe('the sender stopping', () => {
  it('gives back the claimed messages it did not reach, due at once and their attempt uncounted', async () => {
    const smtp = await startTestSmtpServer();
    const database = await openTestDatabase();
    try {
      const outbox = new MailOutboxRepository(database.db);
      const smtpTransport = createMailTransport({
        smtpUrl: smtp.url,
        from: 'Shop <shop@example.com>',
        dir: '',
      });
      // The real SMTP transport; the process is told to stop right after the first delivery.
      const stopAfterFirst: MailTransport = {
        async send(message) {
          await smtpTransport.send(message);
          void sender.stop();
        },
        close: () => smtpTransport.close(),
      };
      const sender: MailSender = new MailSender(
        outbox,
        new MailRenderer(outbox, 'http://localhost:3000'),
        stopAfterFirst,
        testMailConfig(),
        createLogger({ logLevel: 'silent' }),
      );
      const mail = new MailService(outbox);
      const ids: number[] = [];
      for (const name of ['one', 'two', 'three'])
        ids.push(
          await mail.enqueue(database.db, {
            template: 'welcome',
            storeViewCode: 'default',
            to: `${name}@example.com`,
            variables: { firstname: name },
          }),
        );
      await sender.sendDue();
      const rows = await database.db
        .selectFrom('mail_outbox')
        .select(['id', 'status', 'attempts'])
        .select((eb) => eb(eb.ref('next_attempt_at'), '<=', sql<Date>`now()`).as('due'))
        .where('id', 'in', ids)
        .orderBy('id')
        .execute();
      expect(
        rows.map(({ status, attempts, due }) =>
          status === 'sent' ? { status, attempts } : { status, attempts, due },
        ),
      ).toEqual([
        { status: 'sent', attempts: 1 },
        { status: 'pending', attempts: 0, due: true },
        { status: 'pending', attempts: 0, due: true },
      ]);
      expect(smtp.messages.map((m) => m.to)).toEqual([['one@example.com']]);
    } finally {
      await database.close();
      await smtp.close();
    }
  });
});
