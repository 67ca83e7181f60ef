/**
 * `WORKERS=N`: N server processes sharing one port (node:cluster), for several cores on one
 * machine. They share everything that matters through PostgreSQL (sessions, settings, every limit
 * counter, the guest allowance), exactly as several machines behind a load balancer do. The
 * primary process serves nothing itself: it prepares what the workers must agree on, starts them,
 * starts a crashed one again, and stops them all on SIGTERM or SIGINT.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import type { Logger } from './logger';
import { tunedEnv, tunedExecArgv } from './runtime-tuning';
import { preparePrivateDataDir } from './util/private-data-dir';
import { resolveJwtSecret } from './util/secret';

/** A worker that dies sooner than this after its start is started again only after a pause, so a broken start cannot spin. */
const STABLE_AFTER_MS = 10_000;
const RESTART_PAUSE_MS = 2_000;

export function isClusterPrimary(config: Config): boolean {
  return config.workers > 1 && cluster.isPrimary;
}

/** Runs the primary: forks the workers and keeps them running until a signal stops them all. */
export function runClusterPrimary(config: Config, logger: Logger): void {
  preparePrivateDataDir(config.dataDir, logger);
  // One secret for every worker: a token signed by one is verified by the others.
  const env = { ...tunedEnv(), JWT_SECRET: resolveJwtSecret(config.jwtSecret, config.dataDir) };
  cluster.setupPrimary({ execArgv: tunedExecArgv() });
  let stopping = false;
  const started = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork(env);
    started.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('server stopped');
        process.exit(0);
      }
      return;
    }
    logger.error('server worker exited; starting another', { pid: worker.process.pid, code, signal });
    if (lived < STABLE_AFTER_MS) setTimeout(fork, RESTART_PAUSE_MS).unref();
    else fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal means "now".
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    logger.info('shutting down', { signal, workers: Object.keys(cluster.workers ?? {}).length });
    // Each worker finishes its in-flight requests and closes its database pool.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info('starting server workers', { workers: config.workers, port: config.port });
  for (let i = 0; i < config.workers; i++) fork();
}
