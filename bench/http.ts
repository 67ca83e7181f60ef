/** HTTP load on the production server over loopback with autocannon. */
import autocannon from 'autocannon';
import { startProductionServer } from '../e2e/support/production-server';

async function load(url: string, options: { connections: number; duration: number }) {
  const result = await autocannon({ url, connections: options.connections, duration: options.duration });
  return {
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function httpBench(): Promise<Record<string, unknown>> {
  const server = await startProductionServer({ LOG_LEVEL: 'warn' });
  try {
    return { 'GET /api/health (saturation, 10 s)': await load(`${server.url}/api/health`, { connections: 20, duration: 10 }) };
  } finally {
    await server.stop();
  }
}
