import type { AccessTable } from './types.js';

export const systemAccess = {
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
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
