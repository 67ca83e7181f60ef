/**
 * DATA_DIR holds the database, the JWT signing secret and the mail outbox (with its sign-in
 * links): nobody but the server's own user may read any of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';

/** Group and others: no bits at all. */
const NOT_OURS = 0o077;

/**
 * Make every file this process creates from now on private (umask 077), create `dir` as 0700,
 * and tighten a folder left too open by an earlier version or a careless `mkdir`, with a warning.
 */
export function preparePrivateDataDir(dir: string, logger: Logger): void {
  try {
    process.umask(NOT_OURS);
  } catch {
    // Worker threads may not change the process umask; the explicit modes below still hold.
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = fs.statSync(dir).mode & 0o777;
  if ((mode & NOT_OURS) === 0) return;
  logger.warn('DATA_DIR was readable by other users; it is now private to this user', { dataDir: dir, mode: mode.toString(8) });
  makePrivate(dir);
}

/**
 * Remove the group and other bits of `entry` and of everything below it (symlinks left alone).
 * PGlite writes the files of a newly created database with mode 0666 whatever the umask (later
 * files follow the umask), so the server runs this over its database folder after opening it.
 */
export function makePrivate(entry: string): void {
  const stat = fs.lstatSync(entry);
  if (stat.isSymbolicLink()) return;
  if (stat.mode & NOT_OURS) fs.chmodSync(entry, stat.mode & 0o700);
  if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) makePrivate(path.join(entry, name));
}
