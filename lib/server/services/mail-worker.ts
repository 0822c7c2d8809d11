import 'server-only';
import { createTransport } from 'nodemailer';
import { getDb } from '@/lib/server/db/client';
import { deliverOutbox, providerIdFrom, type MailSender } from './mail-delivery';
import { logOf } from '@/lib/server/log.mjs';

const log = logOf('mail');

/** How often a server process looks for e-mails to send (they wait at most this long). */
export const DELIVER_EVERY_MS = 5_000;

/** An SMTP server as the outbox's sender (nodemailer), from an smtp:// or smtps:// URL. */
export function smtpSender(url: string): MailSender & { close(): void } {
  const transport = createTransport(url);
  const send: MailSender = async (mail) => {
    const info = await transport.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
    });
    return { providerMessageId: providerIdFrom(info.response, info.messageId) };
  };
  return Object.assign(send, { close: () => transport.close() });
}

type Worker = {
  timer: NodeJS.Timeout;
  sender: ReturnType<typeof smtpSender>;
  /** The run under way, if any. */
  running: Promise<void> | null;
};
const holder = globalThis as unknown as { __storefrontMailWorker?: Worker };

/**
 * The outbox worker on a timer in the server process (instrumentation.ts), one run at a time and
 * one timer per process; every instance may run one (rows are claimed, ADR 0024). Without
 * SMTP_URL e-mails stay in the outbox; OUTBOX_WORKER=0 leaves the sending to other processes.
 */
export function startMailWorker(everyMs = DELIVER_EVERY_MS): void {
  const url = process.env.SMTP_URL;
  if (holder.__storefrontMailWorker || !url || process.env.OUTBOX_WORKER === '0') return;
  const worker: Worker = {
    timer: setInterval(run, everyMs),
    sender: smtpSender(url),
    running: null,
  };
  worker.timer.unref();
  holder.__storefrontMailWorker = worker;
  function run() {
    if (worker.running) return;
    worker.running = getDb()
      .then((db) => deliverOutbox(db, worker.sender))
      .then((report) => {
        if (report.retried + report.failed > 0) log.warn({ report }, 'outbox delivery');
      })
      .catch((error: unknown) => log.error({ err: error }, 'outbox delivery failed'))
      .finally(() => {
        worker.running = null;
      });
  }
}

/**
 * Stops the worker (the server's graceful stop): the run under way finishes, so that what the
 * SMTP server took is recorded as sent before the database closes; then its connections close.
 */
export async function stopMailWorker(): Promise<void> {
  const worker = holder.__storefrontMailWorker;
  holder.__storefrontMailWorker = undefined;
  if (!worker) return;
  clearInterval(worker.timer);
  await worker.running;
  worker.sender.close();
}
