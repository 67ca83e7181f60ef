import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockHolder } from './data-dir-lock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
const file = path.join(dir, 'server.lock');

describe('data folder lock', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is refused while a live process holds it and released afterwards', () => {
    // The parent process stands in for a running server.
    fs.writeFileSync(file, `${process.ppid}\n`);
    expect(lockHolder(dir)).toBe(process.ppid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    fs.rmSync(file);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes over a lock left by a dead process', () => {
    fs.writeFileSync(file, '999999999\n');
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
