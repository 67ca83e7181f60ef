/**
 * The interpreter as the server runs it: the built-in engine in a piscina pool of worker threads,
 * each analysis under a hard deadline, so no dream can hold the event loop that serves every other
 * request. This module stays light on the main thread: the NLP model is only ever loaded by workers.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { BuiltinReading } from './builtin';
import { engineName, type LlmConfig } from './config';
import { DEFAULT_INTERPRETER_TIMEOUT_MS, InterpreterTimeoutError } from './deadline';
import type { DreamInterpreter } from './index';
import { llmOrFallback } from './llm';
import type { PoolWorkerData } from './pool-worker';

const WARM_UP_DREAM = 'I was walking by the sea with my mother when a snake appeared.';

/**
 * One worker per core but one: the main thread keeps a core of its own for everything else it
 * serves (health checks, logins, lists), so even a worker spinning until its deadline cannot
 * starve it. On one or two cores that leaves a single worker; analyses then queue behind each
 * other, which their deadline bounds.
 */
export function defaultPoolSize(cores: number = os.availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/**
 * From the TypeScript sources this module is a .ts file and its workers start through a tsx
 * bootstrap; in the production bundle it is part of dist/server/main.js, whose build writes the
 * worker's own entry beside it.
 */
function workerFilename(): string {
  const fromSource = import.meta.url.endsWith('.ts');
  return fileURLToPath(new URL(fromSource ? './pool-worker-from-source.mjs' : './interpreter-worker.js', import.meta.url));
}

/**
 * A first-come, first-served line that lets at most `slots` callers through at once. piscina's
 * own queue lets an abortable task that cannot start at once be overtaken by newer ones again and
 * again, so under steady load one analysis could wait until its deadline while later ones are
 * served; in front of the pool this line hands piscina no more tasks than it has workers.
 */
function fifoGate(slots: number) {
  let busy = 0;
  const line: (() => void)[] = [];
  return {
    /** Resolves when the caller's turn comes; rejects, leaving the line, if `signal` aborts first. */
    enter(signal: AbortSignal): Promise<void> {
      if (busy < slots && line.length === 0) {
        busy += 1;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const start = () => {
          signal.removeEventListener('abort', giveUp);
          busy += 1;
          resolve();
        };
        const giveUp = () => {
          line.splice(line.indexOf(start), 1);
          reject(signal.reason);
        };
        line.push(start);
        signal.addEventListener('abort', giveUp, { once: true });
      });
    },
    leave(): void {
      busy -= 1;
      line.shift()?.();
    },
  };
}

/**
 * How long an analysis waits, at most, for a replacement worker to start before its deadline runs
 * on regardless: a safety net, since a replacement normally reports within seconds, and one that
 * fails to load is noticed at once (below).
 */
const REPLACEMENT_START_LIMIT_MS = 30_000;

/**
 * The workers piscina is replacing after a deadline terminated them. piscina reports a terminated
 * worker with 'workerDestroy' and a replacement with 'workerCreate' only once the replacement's
 * module (the NLP model, the lexicons) has loaded, so between the two that slot reads nothing.
 */
function replacementTracker(pool: Piscina, threads: number) {
  let restarting = 0;
  let waiting: (() => void)[] = [];
  let closed = false;
  // The thread ids of the workers that were ready once; the pool's first workers report themselves at once.
  const ready = new Set<number>();
  const wakeAll = () => {
    for (const wake of waiting.splice(0)) wake();
  };
  pool.on('workerCreate', (worker: { id: number }) => {
    ready.add(worker.id);
    if (restarting === 0) return;
    restarting -= 1;
    wakeAll();
  });
  pool.on('workerDestroy', (worker: { id: number }) => {
    if (closed) return;
    if (ready.delete(worker.id)) {
      restarting += 1;
    } else {
      // A replacement that died while loading: piscina does not try again, so nobody is coming.
      restarting = Math.max(0, restarting - 1);
      wakeAll();
    }
  });
  return {
    /** True while every worker of the pool is a replacement still starting. */
    noneReady: () => restarting >= threads,
    /** Resolves when a replacement is ready or has failed, or after `limitMs`. */
    nextStarted(limitMs: number): Promise<void> {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiting = waiting.filter((w) => w !== wake);
          resolve();
        }, limitMs);
        waiting.push(wake);
      });
    },
    close(): void {
      closed = true;
      wakeAll();
    },
  };
}

/**
 * A deadline that can stand still: aborts its signal once it has run for `ms` in all. Time spent
 * paused (waiting for a worker to start, which says nothing about the dream) does not count.
 */
function pausableDeadline(ms: number) {
  const controller = new AbortController();
  let remaining = ms;
  let runningSince = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => controller.abort(), remaining);
  return {
    signal: controller.signal,
    pause(): void {
      if (timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      remaining -= performance.now() - runningSince;
    },
    resume(): void {
      if (timer !== undefined || controller.signal.aborted) return;
      runningSince = performance.now();
      timer = setTimeout(() => controller.abort(), Math.max(0, remaining));
    },
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export interface InterpreterPoolOptions {
  /** Deadline of the built-in reading, queueing included (default DEFAULT_INTERPRETER_TIMEOUT_MS). */
  timeoutMs?: number;
  /** When set, the LLM reads the dream after the built-in engine, within its own timeout. */
  llm?: LlmConfig | undefined;
  /** Called when the LLM failed and the built-in reading was returned instead. */
  onFallback?: (reason: string) => void;
  /** Called when a worker fails outside any analysis (an analysis's own failure rejects that analysis). */
  onWorkerError?: (error: unknown) => void;
  /** Warm-up readings each worker goes on with while idle, once ready (default 0: none; the server asks for them). */
  idleWarmUpReadings?: number;
  /** Worker threads (default defaultPoolSize()). */
  threads?: number;
  /** Tests only: workers read the raw text, so a hostile dream really runs into the deadline. */
  skipInputGuard?: boolean;
}

/**
 * The pool as a DreamInterpreter: interpret() rejects with InterpreterTimeoutError when the
 * built-in reading misses its deadline; warmUp() resolves once a worker has loaded the model and
 * read a dream (interpretations wait for that); close() terminates the workers.
 */
export type InterpreterPool = DreamInterpreter;

/** Starts the pool; its workers load the model at once, in parallel with whatever the caller does next. */
export function createInterpreterPool(options: InterpreterPoolOptions = {}): InterpreterPool {
  const { llm, onFallback } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_INTERPRETER_TIMEOUT_MS;
  const threads = options.threads ?? defaultPoolSize();
  const workerData: PoolWorkerData = {
    ...(options.skipInputGuard ? { skipInputGuard: true } : {}),
    ...(llm ? { withGrounding: true } : {}),
    ...(options.idleWarmUpReadings ? { idleWarmUpReadings: options.idleWarmUpReadings } : {}),
  };
  const pool = new Piscina<string, BuiltinReading>({
    filename: workerFilename(),
    name: 'interpret',
    // A fixed size: idle workers stay warm, and a worker terminated at a deadline is replaced at once.
    minThreads: threads,
    maxThreads: threads,
    workerData,
    // An idle worker waits for its next task on its event loop rather than blocked in Atomics.wait,
    // so what is scheduled for idle moments runs there: the worker's own warm-up readings, and the
    // tasks V8 posts to the thread (scheduled garbage collection among them). A task message costs
    // microseconds more this way; a reading costs milliseconds.
    atomics: 'disabled',
  });
  // Unheard, piscina's 'error' event would be thrown and end the whole server.
  pool.on('error', (error: unknown) => options.onWorkerError?.(error));
  const gate = fifoGate(threads);
  const replacements = replacementTracker(pool, threads);
  let closed = false;
  const warmedUp = pool.run(WARM_UP_DREAM).then(
    () => undefined,
    (error: unknown) => {
      // Closing before the first worker is warm is no failure worth reporting.
      if (!closed) throw error;
    },
  );
  // The deadline measures the analysis, not the first worker's start-up (a second or more from
  // sources under load), so interpretations start counting once one worker is warm. A worker that
  // cannot even load is not restarted by piscina: every analysis then fails at once with its error.
  const warmUpFailure = warmedUp.then(
    () => null,
    (error: unknown) => error,
  );

  async function readBuiltin(text: string): Promise<BuiltinReading> {
    const failure = await warmUpFailure;
    if (failure) throw failure;
    if (closed) throw new Error('The interpreter pool is closed');
    const deadline = pausableDeadline(timeoutMs);
    try {
      await gate.enter(deadline.signal);
      try {
        // After a deadline terminated the only worker, its replacement loads the model for a second
        // or more (several under load). That wait is the pool's, not this dream's: counted, it would
        // let the first analysis after a hostile dream time out as well. With other workers ready
        // the clock runs on, since one of them is free soon.
        if (replacements.noneReady()) {
          deadline.pause();
          await replacements.nextStarted(REPLACEMENT_START_LIMIT_MS);
          deadline.resume();
        }
        // On abort piscina terminates the worker running the task and starts a new one.
        return await pool.run(text, { signal: deadline.signal });
      } finally {
        gate.leave();
      }
    } catch (error) {
      if (deadline.signal.aborted && !closed) throw new InterpreterTimeoutError(timeoutMs);
      throw error;
    } finally {
      deadline.stop();
    }
  }

  return {
    engine: engineName(llm),
    async interpret(text) {
      // The built-in reading is always computed: it grounds the LLM prompt and is the fallback.
      // The LLM call is network waiting, not CPU, so it stays on this thread under its own timeout.
      const { analysis, grounding } = await readBuiltin(text);
      return llm ? llmOrFallback(text, analysis, grounding, llm, onFallback) : { analysis, status: 'ok' };
    },
    warmUp: () => warmedUp,
    async close() {
      closed = true;
      replacements.close();
      await pool.destroy();
    },
  };
}
