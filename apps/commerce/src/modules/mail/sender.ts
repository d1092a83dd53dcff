// The sender loop, started with the commerce process (app.ts) and stopped before its database
// closes. Every `pollIntervalMs` it claims due messages, renders and sends them one by one, and
// records the outcome: sent; pending again after a backoff (retryBaseMs, doubled per attempt, at
// most an hour); failed after `maxAttempts`. A message left `sending` by a crash is claimed again
// once its claim expires, and the outbox is a table, so pending mail survives a restart.
import type { MailConfig } from '../../config';
import type { Logger } from '../../logger';
import type { MailOutboxRepository, OutboxMessage } from './repository';
import type { MailRenderer } from './render';
import { isMailTemplateName, type MailTemplateName, type MailTemplateVariables } from './templates';
import type { MailTransport } from './transport';

const BATCH = 10;
const MAX_BACKOFF_MS = 60 * 60_000;

export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly renderer: MailRenderer,
    private readonly transport: MailTransport,
    private readonly config: Pick<
      MailConfig,
      'maxAttempts' | 'retryBaseMs' | 'pollIntervalMs' | 'claimTimeoutMs'
    >,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (this.config.pollIntervalMs <= 0 || this.timer || this.stopped) return;
    this.schedule(0);
  }

  /** Waits for the message being sent, then stops; nothing is claimed afterwards. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** One pass: sends every due message (batch after batch); resolves with how many were claimed. */
  async sendDue(): Promise<number> {
    let claimed = 0;
    while (!this.stopped) {
      const batch = await this.outbox.claimDue(BATCH, this.config.claimTimeoutMs);
      claimed += batch.length;
      for (const [index, message] of batch.entries()) {
        if (this.stopped) {
          // Claimed but not reached before a stop: due again at once, their attempt not counted.
          await this.outbox.release(batch.slice(index).map((unsent) => unsent.id));
          break;
        }
        await this.deliver(message);
      }
      if (batch.length < BATCH) break;
    }
    return claimed;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.sendDue()
        .then(
          () => undefined,
          (error: unknown) => this.logger.error({ err: error }, 'mail outbox pass failed'),
        )
        .finally(() => {
          if (!this.stopped) this.schedule(this.config.pollIntervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    try {
      if (message.attempts > this.config.maxAttempts) {
        await this.outbox.markAttemptFailed(
          message.id,
          message.last_error ?? 'attempts exhausted',
          null,
        );
        return;
      }
      if (!isMailTemplateName(message.template))
        throw new UnsendableMessage(`unknown mail template ${message.template}`);
      const rendered = await this.renderer.render({
        template: message.template as MailTemplateName,
        storeViewCode: message.store_view_code,
        variables: message.variables as unknown as MailTemplateVariables[MailTemplateName],
      });
      await this.transport.send({
        ...rendered,
        to: message.recipient,
        fileName: `${String(message.id).padStart(8, '0')}-${message.template}`,
      });
      await this.outbox.markSent(message.id);
      this.logger.info({ mailId: message.id, template: message.template }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const final =
        error instanceof UnsendableMessage || message.attempts >= this.config.maxAttempts;
      await this.outbox.markAttemptFailed(
        message.id,
        reason.slice(0, 1000),
        final ? null : retryDelayMs(message.attempts, this.config.retryBaseMs),
      );
      this.logger.warn(
        {
          mailId: message.id,
          template: message.template,
          attempts: message.attempts,
          final,
          reason,
        },
        final ? 'mail failed for good' : 'mail attempt failed; will retry',
      );
    }
  }
}

class UnsendableMessage extends Error {}
