/**
 * One part of the server's memory, measured in a process of its own: the resident set size before
 * and after opening the part (`pglite`: the embedded database, migrated, with a 2,000-dream
 * journal written to it; `interpreter`: one worker thread with the NLP model and lexicons, after
 * 200 readings). Prints one JSON line. Run by bench/memory.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/client';
import { dreams, users } from '../server/db/schema';
import { createInterpreterPool } from '../server/interpreter/pool';

const mb = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;
const part = process.argv[2];
const before = mb(process.memoryUsage().rss);

if (part === 'pglite') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dream-analyzer-memory-'));
  const handle = await openDatabase({ pgliteDir: dir });
  const [user] = await handle.db.insert(users).values({ username: 'memory', email: 'memory@bench.test', passwordHash: 'x' }).returning({ id: users.id });
  const text = 'I was walking through an old house by the sea looking for a key, and a black snake swam in the flooded cellar. '.repeat(6);
  for (let i = 0; i < 2000; i += 500) {
    await handle.db.insert(dreams).values(Array.from({ length: 500 }, (_, j) => ({ userId: user!.id, dreamText: `${text} (${i + j})`, date: new Date(Date.now() - (i + j) * 3600_000), interpretation: text.repeat(4), keywords: ['house', 'sea', 'snake'] })));
  }
  const after = mb(process.memoryUsage().rss);
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.stdout.write(JSON.stringify({ part, before_mb: before, after_mb: after }) + '\n');
} else if (part === 'interpreter') {
  const pool = createInterpreterPool({ threads: 1 });
  await pool.warmUp();
  for (let i = 0; i < 200; i++) await pool.interpret(`I was flying over a dark forest toward a tower of glass, and my mother called my name from a river (${i}).`);
  const after = mb(process.memoryUsage().rss);
  await pool.close();
  process.stdout.write(JSON.stringify({ part, before_mb: before, after_mb: after }) + '\n');
} else {
  throw new Error(`unknown part: ${part}`);
}
