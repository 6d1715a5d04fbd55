import fc from 'fast-check';
import type { JsonSchema, OpenApiOperation, OpenApiParameter } from './openapi-routes.js';

/**
 * Request generators for the fuzz suite, built from the OpenAPI document. A generated request says whether
 * it certainly breaks the operation's schema (`invalid`): such a request must be refused with a 4xx; any
 * other must at least never get a 5xx.
 */

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Why the request is certainly invalid, or null when it may be acceptable. */
  invalid: string | null;
}

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT pg_sleep(0)--",
  "' UNION SELECT password_hash FROM users --",
  '\\',
  '%',
  '_%_',
  '$1',
  "::text'",
  "E'\\\\x00'",
  '/*',
];
const PROTO = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];
const ODD = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil',
  '\u200B',
  '😀'.repeat(50),
  'é'.repeat(300),
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  ' 1 ',
  '1.5',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '%2e%2e%2f',
  '..\\..\\',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '2031-02-30',
  '0000-00-00',
  '9999-12-31',
  '00000000-0000-0000-0000-000000000000',
];

/** Hostile text: SQL metacharacters, prototype keys, control and odd characters, and very long strings. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL, ...PROTO, ...ODD),
  fc.constantFrom(120, 255, 256, 1_000, 10_000, 60_000).map((n) => 'A'.repeat(n)),
  fc.tuple(fc.constantFrom(...SQL), fc.string({ maxLength: 20 })).map(([a, b]) => `${b}${a}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Any JSON value, hostile ones first among equals. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...PROTO, 'a', 'role', 'status'), hostileString, { maxKeys: 3 }),
);

const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type[0] : s.type);

function matchesPattern(s: JsonSchema, value: string): boolean {
  if (s.pattern && !new RegExp(s.pattern).test(value)) return false;
  if (s.maxLength !== undefined && value.length > s.maxLength) return false;
  return true;
}

/** Values that follow the schema (as far as a generator can tell), with pool ids for uuid fields. */
export function conforming(s: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (s.anyOf || s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf)!.map((x) => conforming(x, ids)));
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  switch (typeOf(s)) {
    case 'string': {
      if (s.format === 'uuid') return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid({ version: 4 })) : fc.uuid({ version: 4 });
      if (s.format === 'date')
        return fc
          .date({ min: new Date('2029-01-01T00:00:00Z'), max: new Date('2033-12-31T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (s.format === 'email') return fc.emailAddress();
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => matchesPattern(s, v));
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
    }
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1000, -1e6), max: Math.min(s.maximum ?? 1000, 1e6) });
    case 'number':
      return fc.double({
        min: Math.max(s.minimum ?? -1000, -1e6),
        max: Math.min(s.maximum ?? 1000, 1e6),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(s.items ? conforming(s.items, ids) : hostileValue, {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      if (keys.length === 0) return fc.constant({});
      const model = Object.fromEntries(keys.map((k) => [k, conforming(props[k]!, ids)]));
      return fc.record(model, { requiredKeys: s.required ?? [] }) as fc.Arbitrary<unknown>;
    }
    default:
      return hostileValue;
  }
}

/**
 * Values that certainly break the schema, or null when the schema admits anything. `asText` is for query and
 * path values, which arrive as strings (numbers are coerced from text).
 */
export function violating(s: JsonSchema, asText: boolean): fc.Arbitrary<unknown> | null {
  const options: fc.Arbitrary<unknown>[] = [];
  const type = typeOf(s);
  const textOk = (v: string) => {
    if (s.enum) return !s.enum.includes(v);
    if (type === 'string') return !matchesPattern(s, v) || (s.maxLength !== undefined && v.length > s.maxLength);
    if (type === 'integer' || type === 'number') return !/^\s*-?[\d.]/.test(v) && v.trim() !== '';
    if (type === 'boolean') return !['true', 'false'].includes(v);
    return false;
  };
  if (s.enum) options.push(fc.oneof(hostileString, fc.string({ minLength: 1 })).filter((v) => textOk(v)));
  if (type === 'string' && (s.pattern || s.format === 'uuid' || s.format === 'date'))
    options.push(hostileString.filter((v) => v.length > 0 && textOk(v)));
  if (type === 'string' && s.maxLength !== undefined && s.maxLength < 20_000)
    options.push(fc.integer({ min: 1, max: 50 }).map((n) => 'x'.repeat(s.maxLength! + n)));
  if ((type === 'integer' || type === 'number') && asText)
    options.push(fc.constantFrom('abc', 'one', 'x1', '--', 'NaN', '[]'));
  if (!asText) {
    if (type === 'string') options.push(fc.constantFrom<unknown>(42, true, null, [], { a: 1 }));
    if (type === 'integer' || type === 'number') options.push(fc.constantFrom<unknown>('12', 'abc', true, null, [], {}));
    if (type === 'integer') options.push(fc.constant(1.5));
    if (type === 'boolean') options.push(fc.constantFrom<unknown>('yes', 1, null));
    if (type === 'array') options.push(fc.constantFrom<unknown>('not a list', 5, { 0: 'a' }));
    if (type === 'object') options.push(fc.constantFrom<unknown>('text', 5, [], null));
    if (typeof s.maximum === 'number' && s.maximum < 1e9) options.push(fc.constant(s.maximum + 1));
    if (typeof s.minimum === 'number' && s.minimum > -1e9) options.push(fc.constant(s.minimum - 1));
  }
  return options.length > 0 ? fc.oneof(...options) : null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.toWellFormed() : JSON.stringify(v) ?? 'null');

function fill(path: string, values: Record<string, unknown>) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(text(values[name])));
}

function queryString(entries: [string, unknown][]): string {
  const parts: string[] = [];
  for (const [key, value] of entries) {
    for (const v of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeURIComponent(key.toWellFormed())}=${encodeURIComponent(text(v))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

type Part = { value: unknown; invalid: string | null };

/** A value for one parameter: mostly conforming, sometimes certainly wrong, sometimes hostile text. */
function parameterValue(p: OpenApiParameter, ids: readonly string[]): fc.Arbitrary<Part> {
  const schema = p.schema ?? {};
  const ok = conforming(schema, ids).map((value) => ({ value, invalid: null }));
  const bad = violating(schema, true);
  const options: fc.Arbitrary<Part>[] = [ok, hostileString.map((value) => ({ value, invalid: null }))];
  if (bad) options.push(bad.map((value) => ({ value, invalid: `${p.in} ${p.name} breaks its schema` })));
  if (p.in === 'query' && bad)
    options.push(
      fc.tuple(conforming(schema, ids), conforming(schema, ids)).map(([a, b]) => ({
        value: [a, b],
        invalid: `query ${p.name} repeated`,
      })),
    );
  return fc.oneof(...options);
}

const printable = (v: unknown) => text(v).replace(/[^\x20-\x7e]/g, '?');

function bodyArbitrary(op: OpenApiOperation, ids: readonly string[]): fc.Arbitrary<{
  payload?: string | Buffer;
  contentType?: string;
  invalid: string | null;
}> {
  const schema = op.body?.schema;
  const strict = schema?.type === 'object' && schema.additionalProperties === false;
  const json = (v: unknown) => JSON.stringify(v) ?? 'null';
  const kinds: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string; invalid: string | null }>[] = [];

  if (schema) {
    const props = schema.properties ?? {};
    const keys = Object.keys(props);
    // A plausible body.
    kinds.push(conforming(schema, ids).map((v) => ({ payload: json(v), contentType: 'application/json', invalid: null })));
    // A plausible body with one field replaced by hostile text (valid or not, it must not break the server).
    if (keys.length > 0)
      kinds.push(
        fc
          .tuple(conforming(schema, ids), fc.constantFrom(...keys), hostileValue)
          .map(([v, key, bad]) => ({
            payload: json({ ...(v as object), [key]: bad }),
            contentType: 'application/json',
            invalid: null,
          })),
      );
    // A field that certainly breaks its schema.
    const breakable = keys.filter((k) => violating(props[k]!, false));
    if (breakable.length > 0)
      kinds.push(
        fc
          .constantFrom(...breakable)
          .chain((key) =>
            fc
              .tuple(conforming(schema, ids), violating(props[key]!, false)!)
              .map(([v, bad]) => ({
                payload: json({ ...(v as object), [key]: bad }),
                contentType: 'application/json',
                invalid: `body.${key} breaks its schema`,
              })),
          ),
      );
    // A required field left out.
    if ((schema.required ?? []).length > 0)
      kinds.push(
        fc.tuple(conforming(schema, ids), fc.constantFrom(...schema.required!)).map(([v, key]) => {
          const copy = { ...(v as Record<string, unknown>) };
          delete copy[key];
          return { payload: json(copy), contentType: 'application/json', invalid: `body.${key} missing` };
        }),
      );
    if (strict) {
      // Unknown fields, including prototype keys written literally into the JSON text.
      kinds.push(
        fc
          .tuple(
            conforming(schema, ids),
            fc.constantFrom('role', 'isAdmin', 'status', 'totalCents', 'passwordHash', 'constructor'),
            hostileValue,
          )
          .filter(([, key]) => !keys.includes(key))
          .map(([v, key, extra]) => ({
            payload: json({ ...(v as object), [key]: extra }),
            contentType: 'application/json',
            invalid: `unknown field ${key}`,
          })),
        fc.tuple(conforming(schema, ids), fc.constantFrom('__proto__', 'constructor')).map(([v, key]) => {
          const inner = key === '__proto__' ? '{"isAdmin":true,"role":"admin"}' : '{"prototype":{"isAdmin":true}}';
          const body = json(v);
          return {
            payload: body === '{}' ? `{"${key}":${inner}}` : `{"${key}":${inner},${body.slice(1)}`,
            contentType: 'application/json',
            invalid: `prototype key ${key}`,
          };
        }),
      );
    }
    if (schema.type === 'object') {
      kinds.push(
        fc
          .constantFrom<unknown>([], 'text', 42, null, true, [{}])
          .map((v) => ({ payload: json(v), contentType: 'application/json', invalid: 'body is not an object' })),
        conforming(schema, ids).chain((v) =>
          fc
            .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data')
            .map((contentType) => ({
              payload: contentType.startsWith('multipart') ? json(v) : new URLSearchParams({ a: json(v) }).toString(),
              contentType,
              invalid: `content type ${contentType}`,
            })),
        ),
        fc
          .constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", 'nul', '\u0000', '{"a":1}{"b":2}')
          .map((payload) => ({ payload, contentType: 'application/json', invalid: 'malformed JSON' })),
        fc.constant({ payload: `{"a":"${'x'.repeat(110 * 1024)}"}`, contentType: 'application/json', invalid: 'too large' }),
      );
    }
  } else if (op.method !== 'GET' && op.method !== 'DELETE') {
    // No JSON body in the contract (multipart forms, or nothing): hostile bodies of every kind.
    kinds.push(
      fc.constant({ invalid: null }),
      hostileValue.map((v) => ({ payload: json(v), contentType: 'application/json', invalid: null })),
      fc
        .dictionary(fc.constantFrom('roomNumber', 'title', 'type', 'price', 'status', 'features', 'keepImages', 'images', '__proto__'), hostileString, {
          maxKeys: 6,
        })
        .map((fields) => multipart(fields)),
      fc
        .constantFrom('text/plain', 'application/xml', 'application/octet-stream')
        .map((contentType) => ({ payload: 'hostile', contentType, invalid: null })),
      fc.constant({ payload: '{"a":', contentType: 'application/json', invalid: null }),
    );
  }
  if (kinds.length === 0) return fc.constant({ invalid: null });
  return fc.oneof(...kinds);
}

function multipart(fields: Record<string, string>) {
  const boundary = '----fuzzboundary7';
  const chunks: string[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'images')
      chunks.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${printable(value).slice(0, 60)}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${value}\r\n`,
      );
    else chunks.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  chunks.push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.from(chunks.join('')),
    contentType: `multipart/form-data; boundary=${boundary}`,
    invalid: null as string | null,
  };
}

/** Requests for one operation. */
export function requestArbitrary(op: OpenApiOperation, ids: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters;
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const headerParams = params.filter((p) => p.in === 'header');

  const pathArb = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, parameterValue(p, ids)])));
  const queryArb = fc.record(
    Object.fromEntries(queryParams.map((p) => [p.name, parameterValue(p, ids)])),
    { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
  );
  const extraQueryArb = fc.option(fc.tuple(fc.constantFrom(...PROTO, 'role', 'admin', "a'--"), hostileString), {
    freq: 4,
  });
  const headerArb = fc.record(Object.fromEntries(headerParams.map((p) => [p.name, parameterValue(p, ids)])), {
    requiredKeys: [],
  });

  return fc
    .record({
      path: pathArb,
      query: queryArb,
      extraQuery: extraQueryArb,
      headers: headerArb,
      body: bodyArbitrary(op, ids),
    })
    .map(({ path, query, extraQuery, headers, body }) => {
      const reasons: string[] = [];
      const pathValues: Record<string, unknown> = {};
      for (const [name, part] of Object.entries(path as Record<string, Part>)) {
        pathValues[name] = part.value;
        if (part.invalid) reasons.push(part.invalid);
      }
      const entries: [string, unknown][] = [];
      for (const [name, part] of Object.entries(query as Record<string, Part>)) {
        entries.push([name, part.value]);
        if (part.invalid) reasons.push(part.invalid);
      }
      if (extraQuery) entries.push(extraQuery);
      const sent: Record<string, string> = {};
      for (const [name, part] of Object.entries(headers as Record<string, Part>)) {
        const value = printable(part.value);
        if (value.length === 0) continue;
        sent[name] = value;
        // Only the printable form was sent: judge that, not the generated value.
        if (part.invalid && !matchesPattern(headerParams.find((p) => p.name === name)?.schema ?? {}, value))
          reasons.push(part.invalid);
      }
      if (body.contentType) sent['content-type'] = body.contentType;
      if (body.invalid) reasons.push(body.invalid);
      return {
        method: op.method,
        url: `${fill(op.path, pathValues)}${queryString(entries)}`,
        headers: sent,
        payload: body.payload,
        invalid: reasons.length > 0 ? reasons.join('; ') : null,
      };
    });
}
