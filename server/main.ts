/**
 * Production entry point: parse the configuration, start the server (or, with WORKERS > 1, the
 * processes that share its port), stop cleanly on signals.
 */
import { isClusterPrimary, runClusterPrimary } from './cluster';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';
import { ConfigError } from './util/env';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(error.message + '\n');
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  if (isClusterPrimary(config)) {
    runClusterPrimary(config, logger);
    return;
  }
  const server = await startServer(config, logger);
  const stop = (signal: string) => {
    logger.info('shutting down', { signal });
    // A second signal means "now".
    process.once(signal, () => process.exit(1));
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('shutdown failed', { err: error });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Dream Analyzer failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
