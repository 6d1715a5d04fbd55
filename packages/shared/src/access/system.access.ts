import type { AccessTable } from './types.js';

/** Who may call what the server serves beside its modules: the API's documentation and the built web app. */
export const systemAccess = {
  // The OpenAPI document and its browsable reference.
  'GET /api/docs': 'public',
  'GET /api/docs/': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/docs/*': 'public',
  // The built web app: its files, and index.html for client routes.
  'GET /': 'public',
  'GET /*': 'public',
} as const satisfies AccessTable;
