/** Starts one production server for the browser suite; its URL reaches tests as E2E_BASE_URL. */
import { startProductionServer } from './production-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startProductionServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return () => server.stop();
}
