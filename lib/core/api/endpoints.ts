/** Every call bound to one client, so UI code never passes the client around. */
import * as admin from './admin';
import * as auth from './auth';
import type { ApiClient } from './client';
import type { Settings } from './contract';
import * as dreams from './dreams';
import * as meta from './meta';

type Bound<F> = F extends (client: ApiClient, ...args: infer A) => infer R ? (...args: A) => R : never;
type BoundModule<M> = { [K in keyof M]: Bound<M[K]> };

function bind<M extends Record<string, (client: ApiClient, ...args: never[]) => unknown>>(client: ApiClient, module: M): BoundModule<M> {
  const out: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(module)) out[name] = (...args: never[]) => fn(client, ...args);
  return out as BoundModule<M>;
}

const { dreamRequest: _pure, ...dreamCalls } = dreams;

export function createApi(client: ApiClient) {
  return {
    ...bind(client, auth),
    ...bind(client, dreamCalls),
    ...bind(client, meta),
    ...bind(client, { listUsers: admin.listUsers, getSettings: admin.getSettings, getAdminStats: admin.getAdminStats }),
    // Generic functions lose their type parameter through `bind`, so this one is written out.
    updateSetting: <K extends keyof Settings>(key: K, value: Settings[K]) => admin.updateSetting(client, key, value),
  };
}

export type DreamApi = ReturnType<typeof createApi>;
