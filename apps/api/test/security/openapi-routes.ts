import type { FastifyInstance } from 'fastify';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
export interface OpenApiOperation {
  method: string;
  /** The path as Fastify spells it (`:id`), and as the document does (`{id}`). */
  route: string;
  path: string;
  parameters: OpenApiParameter[];
  body?: { contentType: string; schema: JsonSchema; required: boolean };
  /** A server-sent event stream: it never ends on its own. */
  streaming: boolean;
}
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  [key: string]: unknown;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the app's OpenAPI document, with its parameters and JSON or multipart body schema. */
export async function openapiOperations(app: FastifyInstance): Promise<OpenApiOperation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  const doc = res.json() as {
    paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: Record<string, unknown> }>>;
  };
  const operations: OpenApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema: JsonSchema }>;
      const [contentType, media] = Object.entries(content)[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        parameters: op.parameters ?? [],
        streaming: JSON.stringify(op).includes('text/event-stream'),
        body:
          contentType && media
            ? { contentType, schema: media.schema, required: Boolean(op.requestBody?.required) }
            : undefined,
      });
    }
  }
  return operations;
}

/** `METHOD /path` keys (the access table's spelling) of every documented operation. */
export async function openapiRouteKeys(app: FastifyInstance): Promise<string[]> {
  return (await openapiOperations(app)).map((op) => `${op.method} ${op.route}`);
}
