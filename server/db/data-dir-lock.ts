/**
 * PGlite lets only one process open a data folder; a second one would corrupt it.
 * Whoever opens it (the server, create-admin) first takes DATA_DIR/server.lock holding its pid.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(`The data folder is in use by another process (pid ${pid}; lock file ${lockFile}).`);
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the lock, if a live process does. */
export function lockHolder(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Take the lock or throw DataDirLockedError. A lock left by a dead process is taken over. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
      return {
        release: () => {
          try {
            if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== undefined) throw new DataDirLockedError(holder, file);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Cannot take the lock file ${file}`);
}
