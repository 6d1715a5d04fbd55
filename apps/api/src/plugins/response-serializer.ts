import { serializerCompiler as encodingSerializer, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Kinds of schema whose parse gives what their encode gives: none transforms, substitutes or defers a value. */
const PLAIN = new Set([
  'object',
  'array',
  'tuple',
  'record',
  'union',
  'intersection',
  'optional',
  'nullable',
  'nonoptional',
  'readonly',
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'date',
  'null',
  'undefined',
  'literal',
  'enum',
  'any',
  'unknown',
]);

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: { check: string } } }>;
  [key: string]: unknown;
}

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value && 'def' in (value as z.ZodType)._zod;

/**
 * Whether parsing an answer with `schema` gives what encoding it gives: no codec, transform, default, catch or
 * value-rewriting check (trim, lowercase) anywhere in it. Anything unknown counts as not plain.
 */
export function parsesAsEncoded(schema: z.ZodType, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as Def;
  if (!PLAIN.has(def.type)) return false;
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return false;
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    const inner = Array.isArray(value) ? value : key === 'shape' ? Object.values(value as object) : [value];
    for (const part of inner) if (isSchema(part) && !parsesAsEncoded(part, seen)) return false;
  }
  return true;
}

/**
 * fastify-type-provider-zod's serializer, but answers whose schema is plain are checked with a parse: zod's
 * encode runs every schema twice (a trial pass, then the real one) outside its compiled fast path, ~30 times
 * the parse's cost (1.5 µs against 50 ns for `{status: 'ok'}`). The result is the same: unknown keys are
 * dropped and a wrong answer is an error, never sent. Schemas with codecs or transforms are encoded as before.
 */
export const responseSerializer: typeof encodingSerializer = (route) => {
  const { schema } = route;
  if (!isSchema(schema) || !parsesAsEncoded(schema)) return encodingSerializer(route);
  return (data) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
