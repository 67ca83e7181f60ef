/**
 * npm run create-admin -- --email you@example.com --username you   (password: prompt or ADMIN_PASSWORD)
 * npm run create-admin -- --promote someone@example.com
 *
 * Uses the same configuration as the server (DATABASE_URL or PGlite in DATA_DIR). PGlite allows
 * one process per data folder: while the server runs on it, this command stops with a message.
 */
import readline from 'node:readline';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isPasswordValid } from '../lib/core/password-rules';
import { PASSWORD_RULES_TEXT } from '../server/auth/password-policy';
import { loadConfig } from '../server/config';
import { ConfigError } from '../server/util/env';
import { openDatabase } from '../server/db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../server/db/data-dir-lock';
import { createLogger } from '../server/logger';
import { AdminAccountError, createAdminAccount, promoteToAdmin } from '../server/users/admin-accounts';
import { makePrivate, preparePrivateDataDir } from '../server/util/private-data-dir';

const USAGE = `Usage:
  npm run create-admin -- --email <email> --username <name>   (password from ADMIN_PASSWORD or a prompt)
  npm run create-admin -- --promote <email>`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Read a password without echoing it; from a pipe, read one line. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const rl = readline.createInterface({ input });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    let prompted = false;
    out._writeToOutput = (s: string) => {
      if (!prompted) {
        process.stdout.write(s);
        prompted = true;
      }
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({ options: { email: { type: 'string' }, username: { type: 'string' }, promote: { type: 'string' }, help: { type: 'boolean' } } }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!args.promote && !(args.email && args.username)) fail(USAGE);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let password = '';
  if (!args.promote) {
    password = process.env.ADMIN_PASSWORD ?? (await readPassword('Password for the new admin: '));
    if (!process.env.ADMIN_PASSWORD && process.stdin.isTTY && (await readPassword('Repeat the password: ')) !== password) {
      fail('The passwords do not match.');
    }
    // Check before opening the database: a typo should not cost a database start.
    if (!isPasswordValid(password)) fail(PASSWORD_RULES_TEXT);
  }

  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    preparePrivateDataDir(config.dataDir, createLogger(config.logLevel));
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        fail(
          `The server (pid ${error.pid}) is running on ${config.dataDir}; PGlite allows only one process per data folder.\n` +
            'Stop the server, run this command again, then start the server. Nothing was changed.',
        );
      }
      throw error;
    }
  }
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  if (database.kind === 'pglite') makePrivate(path.join(config.dataDir, 'pglite'));
  try {
    if (args.promote) {
      const user = await promoteToAdmin(database.db, args.promote);
      process.stdout.write(user.wasAdmin ? `${user.email} (${user.username}) is already an admin.\n` : `${user.email} (${user.username}) is now an admin.\n`);
    } else {
      const user = await createAdminAccount(database.db, { email: args.email!, username: args.username!, password });
      process.stdout.write(`Created admin ${user.username} <${user.email}>. Sign in at /login.\n`);
    }
  } catch (error) {
    if (error instanceof AdminAccountError) {
      process.exitCode = 1;
      process.stderr.write(`${error.message}\n`);
    } else throw error;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => fail(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`));
