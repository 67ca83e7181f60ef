import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_INTERPRETER_TIMEOUT_MS, InterpreterTimeoutError } from './deadline';
import { createInterpreterPool, defaultPoolSize, type InterpreterPool } from './pool';

describe('interpreter pool', () => {
  it('leaves a core to the main thread, and never has fewer than one worker', () => {
    expect([1, 2, 4, 16].map((cores) => defaultPoolSize(cores))).toEqual([1, 1, 3, 15]);
  });

  describe('under steady load from more callers than workers', () => {
    const hostile = (label: string) => `${label} ${'http://a.b/'.repeat(900)}`;
    let pool: InterpreterPool;
    let deadlineMs = DEFAULT_INTERPRETER_TIMEOUT_MS;
    beforeAll(async () => {
      // The deadline is the product's, unless this machine is so busy that one hostile dream
      // takes more than a tenth of it: then it grows to ten such dreams (at most 8 s), so that
      // what is measured stays the order of the line and not the machine's load. A line that let
      // newer analyses overtake would still starve one caller past any such deadline.
      const probe = createInterpreterPool({ timeoutMs: 30_000, threads: 1 });
      try {
        await probe.warmUp();
        await probe.interpret(hostile('probe'));
        const started = performance.now();
        await probe.interpret(hostile('probe again'));
        deadlineMs = Math.min(8_000, Math.max(DEFAULT_INTERPRETER_TIMEOUT_MS, 10 * (performance.now() - started)));
      } finally {
        await probe.close();
      }
      pool = createInterpreterPool({ timeoutMs: deadlineMs, threads: 1 });
      await pool.warmUp();
    }, 90_000);
    afterAll(async () => {
      await pool?.close();
    });

    // Each caller sends its next dream (a hostile one, about 0.1 s of work once guarded) as soon as
    // the last one is read; a line that let newer analyses overtake a waiting one would leave that
    // one waiting until its deadline, while in turn each waits for at most three others.
    it('serves every analysis in turn, so none waits until its deadline', async () => {
      const until = performance.now() + 2.5 * deadlineMs;
      const waits: number[] = [];
      let timeouts = 0;
      await Promise.all(
        Array.from({ length: 4 }, async (_, caller) => {
          for (let n = 0; performance.now() < until; n += 1) {
            const started = performance.now();
            try {
              await pool.interpret(hostile(`${caller}.${n}`));
            } catch {
              timeouts += 1;
            }
            waits.push(performance.now() - started);
          }
        }),
      );
      expect(timeouts, `slowest ${Math.round(Math.max(...waits))} ms of ${waits.length}, deadline ${Math.round(deadlineMs)} ms`).toBe(0);
    }, 60_000);
  });
});

describe('interpreter pool after a deadline', () => {
  // A deadline terminates the only worker; its replacement loads the model before it can read.
  it('does not count the replacement worker starting against the next analysis', async () => {
    // The deadline is set below this machine's own start-up time of a worker, so that counting the
    // replacement's start would time the next analysis out, while reading a dream fits many times over.
    const probe = createInterpreterPool({ threads: 1 });
    const startedAt = performance.now();
    try {
      await probe.warmUp();
    } finally {
      await probe.close();
    }
    const timeoutMs = Math.max(300, (performance.now() - startedAt) / 2);
    const pool = createInterpreterPool({ threads: 1, timeoutMs, skipInputGuard: true });
    try {
      await pool.warmUp();
      await expect(pool.interpret('http://a.b/'.repeat(909))).rejects.toBeInstanceOf(InterpreterTimeoutError);
      const { analysis } = await pool.interpret('A snake rose from the dark lake and my mother called my name.');
      expect(analysis.keywords).toContain('snake');
    } finally {
      await pool.close();
    }
  }, 90_000);
});

describe('interpreter pool warming up in its idle moments', () => {
  // The warm-up reads one dream per turn of the worker's event loop, so a task waits for one
  // reading at most; read in one go, it would hold the worker far past this deadline.
  it('answers each dream at once while the warm-up is still going on', async () => {
    const pool = createInterpreterPool({ threads: 1, timeoutMs: 1500, idleWarmUpReadings: 1_000_000 });
    try {
      await pool.warmUp();
      for (let n = 0; n < 5; n += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const { analysis } = await pool.interpret(`I was swimming in a green lake with my sister, number ${n}.`);
        expect(analysis.keywords).toContain('lake');
      }
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('interpreter pool with an LLM', () => {
  it('sends the structure the worker read to the model, not only the analysis', async () => {
    const { createServer } = await import('node:http');
    const prompts: string[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        prompts.push(((JSON.parse(body) as { messages: { content: string }[] }).messages[1]?.content) ?? '');
        res.statusCode = 503;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    const pool = createInterpreterPool({ threads: 1, llm: { baseUrl: `http://127.0.0.1:${port}`, model: 'm', timeoutMs: 2000 } });
    try {
      const { analysis: a, status } = await pool.interpret('I was in a cellar and a snake came towards me. Suddenly I picked it up and it turned into a golden ring, and I woke up.');
      expect(a.engine).toBe('builtin');
      expect(status).toBe('fallback');
      expect(prompts).toHaveLength(1);
      expect(prompts[0]).toMatch(/The dream's structure, as a first reading found it:/);
      expect(prompts[0]).toMatch(/Central image: /);
    } finally {
      await pool.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});
