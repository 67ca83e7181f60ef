/** Calls about the service itself rather than a person's data. */
import type { ApiClient } from './client';

/** Resolves while the service takes visitors' calls; rejects with `maintenance` in maintenance mode. */
export async function checkAvailability(client: ApiClient): Promise<void> {
  await client.request('/availability', { auth: false });
}
