/** Without SMTP, mail goes to the outbox: the log names the file, and the link only at debug level. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogFields, Logger } from '../logger';
import { createMailer } from './mailer';
import { passwordResetEmail } from './messages';

interface Entry {
  level: string;
  msg: string;
  fields: LogFields | undefined;
}

function recordingLogger(entries: Entry[]): Logger {
  const at = (level: string) => (msg: string, fields?: LogFields) => void entries.push({ level, msg, fields });
  const logger: Logger = { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error'), child: () => logger };
  return logger;
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('the outbox mailer', () => {
  it('logs the file at info and keeps the link for debug', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-mail-'));
    dirs.push(dataDir);
    const entries: Entry[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: 'Dream Analyzer <no-reply@example.test>', dataDir, logger: recordingLogger(entries) });
    const message = passwordResetEmail('https://dreams.example.test', 'carl@example.test', 'carl', 'secret-reset-token-0123456789');
    mailer.send(message);
    await mailer.drain();

    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const info = entries.filter((e) => e.level !== 'debug');
    expect(info).toHaveLength(1);
    expect(info[0]).toMatchObject({ level: 'info', msg: 'mail written to outbox (SMTP_URL is not set)' });
    expect(String(info[0]?.fields?.file)).toContain(files[0]);
    expect(JSON.stringify(info)).not.toContain('secret-reset-token');
    const debug = entries.filter((e) => e.level === 'debug');
    expect(debug.map((e) => e.fields?.link)).toEqual([message.link]);
    expect(message.link).toContain('secret-reset-token');
  });
});
