/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise `.eml` files in
 * DATA_DIR/outbox/ (the file's name logged, its link only at debug level), so a fresh machine can
 * still finish both email flows.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message carries; logged at debug level when mail goes to the outbox. */
  link: string;
}

export interface Mailer {
  /** Queue a message; failures are logged, never thrown at the request that caused it. */
  send(message: MailMessage): void;
  /** Wait for queued messages (shutdown, tests). */
  drain(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
}

export function createMailer({ smtpUrl, from, dataDir, logger }: MailerOptions): Mailer {
  const outbox = path.join(dataDir, 'outbox');
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  const deliver = async (message: MailMessage) => {
    const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    if (smtpUrl) {
      logger.info('mail sent', { subject: message.subject });
      return;
    }
    fs.mkdirSync(outbox, { recursive: true, mode: 0o700 });
    const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
    fs.writeFileSync(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    // The link signs someone in or resets a password: logs travel further than DATA_DIR, so only the file is named.
    logger.info('mail written to outbox (SMTP_URL is not set)', { subject: message.subject, file });
    logger.debug('outbox mail link', { to: message.to, file, link: message.link });
  };

  return {
    send(message) {
      const p = deliver(message)
        .catch((err: unknown) => logger.error('mail delivery failed', { err, subject: message.subject }))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async drain() {
      await Promise.all([...pending]);
    },
  };
}
