/** Every /api route, and the OpenAPI document that describes them: the API's one contract. */
import { createApiApp, type ApiApp } from '../http/api-app';
import { registerAdminRoutes } from './admin/admin-routes';
import { registerAccountRoutes } from './auth/account-routes';
import { registerMeRoutes } from './auth/me-routes';
import { registerPasswordRoutes } from './auth/password-routes';
import { registerSessionRoutes } from './auth/session-routes';
import { registerGuestDreamRoutes } from './dreams/guest-routes';
import { registerDreamRoutes } from './dreams/dream-routes';
import { registerJournalRoutes } from './dreams/journal-routes';
import { registerHealthRoutes } from './health';
import { registerErrorComponents } from './schemas';

/** Where the document is served, below /api. */
export const OPENAPI_PATH = '/openapi.json';

const TAGS = [
  { name: 'auth', description: 'Accounts, sign-in and sessions, and the guest session' },
  { name: 'dreams', description: "A user's dream journal and its analyses, and the guest's free analysis" },
  { name: 'admin', description: 'Users, service settings and statistics, for administrators' },
  { name: 'meta', description: 'The service itself' },
];

/** Not open source; SPDX names an unlisted license with a LicenseRef. */
const LICENSE = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } as { name: string }; // Hono types the 3.1 info with 3.0's license, which lacks `identifier`.

/** Register every route on `api` (after its middleware), and the document at OPENAPI_PATH. */
export function registerApiRoutes(api: ApiApp, version: string): void {
  registerHealthRoutes(api);
  registerSessionRoutes(api);
  registerAccountRoutes(api);
  registerPasswordRoutes(api);
  registerMeRoutes(api);
  registerGuestDreamRoutes(api);
  registerJournalRoutes(api);
  registerDreamRoutes(api);
  registerAdminRoutes(api);
  registerErrorComponents(api.openAPIRegistry);
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from /auth/login, /auth/refresh or /auth/guest-access',
  });
  api.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'Dream Analyzer API',
      version,
      description: 'Describe a dream and receive a Jungian reading. Every error answers `{ detail, code }`: `detail` for people, `code` for programs.',
      license: LICENSE,
    },
    servers: [{ url: '/api', description: 'This server' }],
    tags: TAGS,
  });
}

/** The OpenAPI document as the running server serves it, built in-process without a database. */
export async function apiDocument(version: string): Promise<Record<string, unknown>> {
  const api = createApiApp();
  registerApiRoutes(api, version);
  const res = await api.request(OPENAPI_PATH);
  if (!res.ok) throw new Error(`the OpenAPI document route answered ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}
