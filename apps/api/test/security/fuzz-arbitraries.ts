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
  '1; SELECT pg_sleep(0)--',
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
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
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
  { arbitrary: fc.constantFrom(...SQL, ...PROTO, ...ODD), weight: 4 },
  { arbitrary: fc.constantFrom(120, 255, 256, 1_000, 10_000, 60_000).map((n) => 'A'.repeat(n)), weight: 1 },
  { arbitrary: fc.tuple(fc.constantFrom(...SQL), fc.string({ maxLength: 20 })).map(([a, b]) => `${b}${a}`), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
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

/** Records that exist, so that generated requests reach past "not found". */
export interface Pool {
  ids: readonly string[];
  emails: readonly string[];
  roomNumbers: readonly string[];
}

const DATE_PAIRS = [
  ['checkInDate', 'checkOutDate'],
  ['checkIn', 'checkOut'],
  ['from', 'to'],
] as const;

/** Most of the time, a stay's end follows its start by a few nights, as a real form would send it. */
function withOrderedDates<T extends Record<string, unknown>>(values: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(values, fc.integer({ min: 1, max: 7 }), fc.boolean(), fc.boolean()).map(([v, nights, fix, both]) => {
    const out: Record<string, unknown> = { ...v };
    for (const [start, end] of DATE_PAIRS) {
      if (typeof out[start] !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(out[start] as string)) continue;
      if (!(end in out) && !both) continue;
      if (!fix && end in out) continue;
      const d = new Date(`${out[start]}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + nights);
      out[end] = d.toISOString().slice(0, 10);
    }
    return out as T;
  });
}

const simpleEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,12}[a-z0-9]$/), fc.constantFrom('example.test', 'hotel.test'))
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain]) => `${local}@${domain}`);

const CARDS = ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '4242424242424241'];
// Dates around the suite's fixed "now" (2031-01-15), so that stays are often in the future and short enough.
const nearDate = fc
  .integer({ min: -5, max: 60 })
  .map((days) => new Date(Date.UTC(2031, 0, 15 + days)).toISOString().slice(0, 10));

/** A plausible value for a field, guessed from its name where the schema alone says too little. */
function byName(name: string | undefined, s: JsonSchema, pool: Pool): fc.Arbitrary<unknown> | null {
  if (!name) return null;
  const type = typeOf(s);
  if (type === 'string' && /email/i.test(name))
    return pool.emails.length > 0 ? fc.oneof(simpleEmail, fc.constantFrom(...pool.emails)) : simpleEmail;
  if (type === 'string' && /password/i.test(name)) return fc.string({ minLength: 8, maxLength: 40 });
  if (type === 'string' && s.format === 'date') return nearDate;
  if (type === 'string' && name === 'number') return fc.constantFrom(...CARDS);
  if (type === 'number' && /price|amount/i.test(name)) return fc.integer({ min: 0, max: 200_000 }).map((c) => c / 100);
  if (type === 'integer' && /amount/i.test(name)) return fc.integer({ min: 1, max: 200_000 });
  if (type === 'string' && name === 'title' && pool.roomNumbers.length > 0) return fc.constantFrom(...pool.roomNumbers);
  if (type === 'integer' && name === 'guests') return fc.integer({ min: 1, max: 4 });
  if (type === 'integer' && name === 'expMonth') return fc.integer({ min: 1, max: 12 });
  if (type === 'integer' && name === 'expYear') return fc.integer({ min: 2025, max: 2040 });
  if (type === 'string' && name === 'cvc') return fc.stringMatching(/^\d{3}$/);
  if (type === 'string' && /Id$/.test(name) && pool.ids.length > 0) return fc.constantFrom(...pool.ids);
  return null;
}

/** Values that follow the schema (as far as a generator can tell), with pool ids for uuid fields. */
export function conforming(s: JsonSchema, pool: Pool, name?: string): fc.Arbitrary<unknown> {
  const hinted = byName(name, s, pool);
  if (hinted) return fc.oneof({ arbitrary: hinted, weight: 3 }, { arbitrary: conforming(s, pool), weight: 1 });
  if (s.anyOf || s.oneOf) return fc.oneof(...(s.anyOf ?? s.oneOf)!.map((x) => conforming(x, pool, name)));
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  switch (typeOf(s)) {
    case 'string': {
      if (s.format === 'uuid')
        return pool.ids.length > 0
          ? fc.oneof(fc.constantFrom(...pool.ids), fc.uuid({ version: 4 }))
          : fc.uuid({ version: 4 });
      if (s.format === 'date')
        return fc
          .date({ min: new Date('2029-01-01T00:00:00Z'), max: new Date('2033-12-31T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (s.format === 'email') return fc.emailAddress();
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => matchesPattern(s, v));
      // Free text is mostly printable, sometimes any code point at all (control characters included).
      return fc.oneof(
        {
          arbitrary: fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) }),
          weight: 4,
        },
        { arbitrary: fc.string({ unit: 'binary', minLength: s.minLength ?? 0, maxLength: 20 }), weight: 1 },
      );
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
      if (s.items?.enum)
        return fc.uniqueArray(fc.constantFrom(...s.items.enum), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 3, s.items.enum.length),
        });
      return fc.array(s.items ? conforming(s.items, pool) : hostileValue, {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      if (keys.length === 0) return fc.constant({});
      const model = Object.fromEntries(keys.map((k) => [k, conforming(props[k]!, pool, k)]));
      return withOrderedDates(
        fc.record(model, { requiredKeys: s.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>,
      );
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
    if (type === 'integer' || type === 'number')
      options.push(fc.constantFrom<unknown>('12', 'abc', true, null, [], {}));
    if (type === 'integer') options.push(fc.constant(1.5));
    if (type === 'boolean') options.push(fc.constantFrom<unknown>('yes', 1, null));
    if (type === 'array') options.push(fc.constantFrom<unknown>('not a list', 5, { 0: 'a' }));
    if (type === 'object') options.push(fc.constantFrom<unknown>('text', 5, [], null));
    if (typeof s.maximum === 'number' && s.maximum < 1e9) options.push(fc.constant(s.maximum + 1));
    if (typeof s.minimum === 'number' && s.minimum > -1e9) options.push(fc.constant(s.minimum - 1));
  }
  return options.length > 0 ? fc.oneof(...options) : null;
}

// Lone surrogates cannot be percent-encoded: send the replacement character, as a browser would.
const wellFormed = (v: string) =>
  v.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const text = (v: unknown) => (typeof v === 'string' ? wellFormed(v) : (JSON.stringify(v) ?? 'null'));

function fill(path: string, values: Record<string, unknown>) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(text(values[name])));
}

function queryString(entries: [string, unknown][]): string {
  const parts: string[] = [];
  for (const [key, value] of entries) {
    for (const v of Array.isArray(value) ? value : [value]) {
      parts.push(`${encodeURIComponent(wellFormed(key))}=${encodeURIComponent(text(v))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

type Body = { payload?: string | Buffer; contentType?: string; invalid: string | null };

const printable = (v: unknown) => text(v).replace(/[^\x20-\x7e]/g, '?');
const json = (v: unknown) => JSON.stringify(v) ?? 'null';
const asJson = (v: unknown, invalid: string | null = null): Body => ({
  payload: json(v),
  contentType: 'application/json',
  invalid,
});

/** Bodies for one operation, in three kinds: plausible, certainly invalid, and hostile of unknown validity. */
function bodyKinds(op: OpenApiOperation, pool: Pool) {
  // A multipart form's fields are sent as text parts (below), not as JSON.
  const schema = op.body?.contentType === 'application/json' ? op.body.schema : undefined;
  const plausible: fc.Arbitrary<Body>[] = [];
  const invalid: fc.Arbitrary<Body>[] = [];
  const hostile: fc.Arbitrary<Body>[] = [];

  if (schema) {
    const props = schema.properties ?? {};
    const keys = Object.keys(props);
    const base = conforming(schema, pool);
    plausible.push(base.map((v) => asJson(v)));
    if (keys.length > 0)
      hostile.push(
        fc
          .tuple(base, fc.constantFrom(...keys), hostileValue)
          .map(([v, key, bad]) => asJson({ ...(v as object), [key]: bad })),
      );
    const breakable = keys.filter((k) => violating(props[k]!, false));
    if (breakable.length > 0)
      invalid.push(
        fc
          .constantFrom(...breakable)
          .chain((key) =>
            fc
              .tuple(base, violating(props[key]!, false)!)
              .map(([v, bad]) => asJson({ ...(v as object), [key]: bad }, `body.${key} breaks its schema`)),
          ),
      );
    if ((schema.required ?? []).length > 0)
      invalid.push(
        fc.tuple(base, fc.constantFrom(...schema.required!)).map(([v, key]) => {
          const copy = { ...(v as Record<string, unknown>) };
          delete copy[key];
          return asJson(copy, `body.${key} missing`);
        }),
      );
    if (schema.type === 'object' && schema.additionalProperties === false) {
      invalid.push(
        fc
          .tuple(
            base,
            fc.constantFrom('role', 'isAdmin', 'status', 'totalCents', 'passwordHash', 'constructor'),
            hostileValue,
          )
          .filter(([, key]) => !keys.includes(key))
          .map(([v, key, extra]) => asJson({ ...(v as object), [key]: extra }, `unknown field ${key}`)),
        // Prototype keys written literally into the JSON text (JSON.stringify would drop them).
        fc.tuple(base, fc.constantFrom('__proto__', 'constructor')).map(([v, key]) => {
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
      invalid.push(
        fc.constantFrom<unknown>([], 'text', 42, null, true, [{}]).map((v) => asJson(v, 'body is not an object')),
        fc
          .tuple(
            base,
            fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/xml',
              'multipart/form-data',
            ),
          )
          .map(([v, contentType]) => ({
            payload:
              contentType === 'application/x-www-form-urlencoded'
                ? new URLSearchParams({ a: json(v) }).toString()
                : json(v),
            contentType,
            invalid: `content type ${contentType}`,
          })),
        fc
          .constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", 'nul', '\u0000', '{"a":1}{"b":2}')
          .map((payload) => ({ payload, contentType: 'application/json', invalid: 'malformed JSON' })),
        fc.constant({
          payload: `{"a":"${'x'.repeat(110 * 1024)}"}`,
          contentType: 'application/json',
          invalid: 'body over the size limit',
        }),
      );
    }
  } else if (op.method !== 'GET' && op.method !== 'DELETE') {
    // No JSON body in the contract (a multipart form, or nothing at all): hostile bodies of every kind.
    plausible.push(fc.constant({ invalid: null }));
    hostile.push(
      hostileValue.map((v) => asJson(v)),
      fc
        .dictionary(
          fc.constantFrom(
            'roomNumber',
            'title',
            'type',
            'price',
            'status',
            'features',
            'keepImages',
            'images',
            '__proto__',
          ),
          hostileString,
          { maxKeys: 6 },
        )
        .map((fields) => multipart(fields)),
      fc
        .constantFrom('text/plain', 'application/xml', 'application/octet-stream')
        .map((contentType) => ({ payload: 'hostile', contentType, invalid: null })),
      fc.constant({ payload: '{"a":', contentType: 'application/json', invalid: null }),
    );
  }
  if (plausible.length === 0) plausible.push(fc.constant({ invalid: null }));
  return { plausible, invalid, hostile };
}

function multipart(fields: Record<string, string>): Body {
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
    invalid: null,
  };
}

type Values = Record<string, unknown>;
interface Parts {
  path: Values;
  query: [string, unknown][];
  headers: Values;
  body: Body;
  invalid: string | null;
}

/**
 * Requests for one operation. A third are plausible (every value follows the schema), a third break exactly
 * one thing for certain, and a third carry hostile values whose validity the generator cannot judge.
 */
function plausibleParts(op: OpenApiOperation, pool: Pool): fc.Arbitrary<Parts> {
  const values = (params: OpenApiParameter[], all: boolean) =>
    withOrderedDates(
      fc.record(Object.fromEntries(params.map((p) => [p.name, conforming(p.schema ?? {}, pool, p.name)])), {
        requiredKeys: params.filter((p) => all || p.in === 'path' || p.required).map((p) => p.name),
      }) as fc.Arbitrary<Values>,
    );
  return fc
    .record({
      path: values(
        op.parameters.filter((p) => p.in === 'path'),
        true,
      ),
      query: values(
        op.parameters.filter((p) => p.in === 'query'),
        false,
      ),
      headers: values(
        op.parameters.filter((p) => p.in === 'header'),
        false,
      ),
      body: fc.oneof(...bodyKinds(op, pool).plausible),
    })
    .map(({ path, query, headers, body }) => ({ path, query: Object.entries(query), headers, body, invalid: null }));
}

function toRequest(op: OpenApiOperation, parts: Parts): FuzzRequest {
  const headers: Record<string, string> = {};
  let invalid = parts.invalid;
  for (const [name, value] of Object.entries(parts.headers)) {
    const sent = printable(value);
    if (sent.length > 0) headers[name] = sent;
  }
  if (parts.body.contentType) headers['content-type'] = parts.body.contentType;
  // A path value that empties the segment asks for another route: judge only what reaches this one.
  if (invalid?.startsWith('path') && Object.values(parts.path).some((v) => text(v) === '')) invalid = null;
  return {
    method: op.method,
    url: `${fill(op.path, parts.path)}${queryString(parts.query)}`,
    headers,
    payload: parts.body.payload,
    invalid,
  };
}

export function requestArbitrary(op: OpenApiOperation, pool: Pool): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const bodies = bodyKinds(op, pool);
  const plausible = plausibleParts(op, pool);

  // Exactly one certain violation on top of a plausible request.
  const violations: fc.Arbitrary<(parts: Parts) => Parts>[] = [];
  for (const p of [...pathParams, ...queryParams]) {
    const bad = violating(p.schema ?? {}, true);
    if (!bad) continue;
    const reason = `${p.in} ${p.name} breaks its schema`;
    violations.push(
      bad.map(
        (value) => (parts: Parts) =>
          p.in === 'path'
            ? { ...parts, path: { ...parts.path, [p.name]: value }, invalid: reason }
            : { ...parts, query: [...parts.query.filter(([k]) => k !== p.name), [p.name, value]], invalid: reason },
      ),
    );
    if (p.in === 'query')
      violations.push(
        fc
          .tuple(conforming(p.schema ?? {}, pool), conforming(p.schema ?? {}, pool))
          .map(([a, b]) => (parts: Parts) => ({
            ...parts,
            query: [...parts.query.filter(([k]) => k !== p.name), [p.name, [a, b]]],
            invalid: `query ${p.name} repeated`,
          })),
      );
  }
  for (const body of bodies.invalid)
    violations.push(body.map((b) => (parts: Parts) => ({ ...parts, body: b, invalid: b.invalid })));

  // Hostile values anywhere, validity unknown.
  const hostileEdits: fc.Arbitrary<(parts: Parts) => Parts>[] = [
    fc.tuple(fc.constantFrom(...PROTO, 'role', 'admin', "a'--"), hostileString).map((extra) => (parts: Parts) => ({
      ...parts,
      query: [...parts.query, extra],
    })),
  ];
  for (const p of [...pathParams, ...queryParams, ...headerParams]) {
    hostileEdits.push(
      hostileString.map((value) => (parts: Parts) => {
        if (p.in === 'path') return { ...parts, path: { ...parts.path, [p.name]: value } };
        if (p.in === 'header') return { ...parts, headers: { ...parts.headers, [p.name]: value } };
        return { ...parts, query: [...parts.query.filter(([k]) => k !== p.name), [p.name, value]] };
      }),
    );
  }
  for (const body of bodies.hostile) hostileEdits.push(body.map((b) => (parts: Parts) => ({ ...parts, body: b })));

  const kinds: fc.Arbitrary<Parts>[] = [plausible];
  if (violations.length > 0)
    kinds.push(fc.tuple(plausible, fc.oneof(...violations)).map(([parts, edit]) => edit(parts)));
  kinds.push(
    fc
      .tuple(plausible, fc.array(fc.oneof(...hostileEdits), { minLength: 1, maxLength: 3 }))
      .map(([parts, edits]) => edits.reduce((acc, edit) => edit(acc), parts)),
  );

  return fc.oneof(...kinds).map((parts) => toRequest(op, parts));
}

/** The values most likely to break a server, each tried in every field (random picks would rarely meet them). */
const DICTIONARY = [
  '\u0000',
  'a\u0000b',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '__proto__',
  'A'.repeat(10_000),
  '😀'.repeat(40),
  '\u202Eevil',
  '%_\\',
  '-1',
];

/**
 * A plausible request with each field in turn (path, query, header and top-level body fields) replaced by
 * each dictionary value: a systematic sweep beside the random search.
 */
export function dictionaryRequests(op: OpenApiOperation, pool: Pool, seed: number): FuzzRequest[] {
  const [base] = fc.sample(plausibleParts(op, pool), { seed, numRuns: 1 });
  if (!base) return [];
  const requests: FuzzRequest[] = [];
  const bodyFields = op.body?.schema.type === 'object' ? Object.keys(op.body.schema.properties ?? {}) : [];
  let bodyObject: Record<string, unknown> | null = null;
  if (bodyFields.length > 0 && typeof base.body.payload === 'string') {
    try {
      bodyObject = JSON.parse(base.body.payload) as Record<string, unknown>;
    } catch {
      bodyObject = null;
    }
  }
  for (const value of DICTIONARY) {
    for (const p of op.parameters) {
      if (p.in === 'path') requests.push(toRequest(op, { ...base, path: { ...base.path, [p.name]: value } }));
      if (p.in === 'query')
        requests.push(
          toRequest(op, { ...base, query: [...base.query.filter(([k]) => k !== p.name), [p.name, value]] }),
        );
      if (p.in === 'header') requests.push(toRequest(op, { ...base, headers: { ...base.headers, [p.name]: value } }));
    }
    if (bodyObject)
      for (const field of bodyFields)
        requests.push(toRequest(op, { ...base, body: asJson({ ...bodyObject, [field]: value }) }));
  }
  return requests;
}
