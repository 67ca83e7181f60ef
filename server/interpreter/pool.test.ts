import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INTERPRETER_TIMEOUT_MS } from './deadline';
import { createInterpreterPool, defaultPoolSize, type InterpreterPool } from './pool';

describe('interpreter pool', () => {
  it('leaves a core to the main thread, and never has fewer than one worker', () => {
    expect([1, 2, 4, 16].map((cores) => defaultPoolSize(cores))).toEqual([1, 1, 3, 15]);
  });

  describe('under steady load from more callers than workers', () => {
    let pool: InterpreterPool;
    beforeAll(async () => {
      pool = createInterpreterPool({ timeoutMs: DEFAULT_INTERPRETER_TIMEOUT_MS, threads: 1 });
      await pool.warmUp();
    }, 60_000);
    afterAll(async () => {
      await pool?.close();
    });

    // Each caller sends its next dream (a hostile one, about 0.1 s of work once guarded) as soon as
    // the last one is read; a line that let newer analyses overtake a waiting one would leave that
    // one waiting until its deadline, while in turn each waits for at most three others.
    it('serves every analysis in turn, so none waits until its deadline', async () => {
      const until = performance.now() + 2.5 * DEFAULT_INTERPRETER_TIMEOUT_MS;
      const waits: number[] = [];
      let timeouts = 0;
      await Promise.all(
        Array.from({ length: 4 }, async (_, caller) => {
          for (let n = 0; performance.now() < until; n += 1) {
            const started = performance.now();
            try {
              await pool.interpret(`${caller}.${n} ${'http://a.b/'.repeat(900)}`);
            } catch {
              timeouts += 1;
            }
            waits.push(performance.now() - started);
          }
        }),
      );
      expect(timeouts, `slowest ${Math.round(Math.max(...waits))} ms of ${waits.length}`).toBe(0);
    }, 30_000);
  });
});
