import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../lib/errors.js';
import { appErrorBody, type FieldIssue, validationErrorBody } from './errors.js';

/**
 * One public GET route, answerable in-process: the route's own checks of its address (the same zod schemas) and
 * the function that makes the body the route sends.
 */
export interface InProcessRead<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  /** The route's address as Fastify declares it: `:name` stands for one segment. */
  url: string;
  params?: P;
  querystring?: Q;
  read(input: { params: z.output<P>; query: z.output<Q> }): Promise<Buffer>;
}

/** What an in-process read answers: a status and a JSON body, as the route would. */
export interface InProcessAnswer {
  status: number;
  body: Buffer | string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The public reads a drawn page makes (web-render.ts), answered without the HTTP layer. Through `inject`, each
     * read made a request and a response of `light-my-request`'s classes run through Node's and Fastify's request
     * code, and V8 then stopped inlining that code for every real request: a server that had drawn pages spent half
     * as much again on each answer. A route module adds its reads beside its routes (`inProcessReads.add`);
     * `find` gives the read of an address, to run once it is let through, or undefined when none serves it.
     */
    inProcessReads: {
      add<P extends z.ZodType, Q extends z.ZodType>(read: InProcessRead<P, Q>): void;
      find(url: string): (() => Promise<InProcessAnswer>) | undefined;
    };
  }
}

const json = (status: number, body: object): InProcessAnswer => ({ status, body: JSON.stringify(body) });

/** The route's params for `path`, or undefined when its segments do not match `pattern`'s. */
function matchPath(pattern: string[], path: string[]): Record<string, string> | undefined {
  if (pattern.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i] as string;
    const value = path[i] as string;
    if (part.startsWith(':')) {
      if (value === '') return undefined;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (part !== value) return undefined;
  }
  return params;
}

/** The query as Fastify hands it to a route's schema: a repeated name becomes a list, which no public read takes. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const had = query[name];
    query[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return query;
}

type Check = (data: unknown) => { value: unknown } | { error: FieldIssue[] };

/** A read with its checks compiled by the app's own validator, the one every route's schema goes through. */
interface Checked {
  pattern: string[];
  params: Check;
  query: Check;
  read: InProcessRead['read'];
}

function compile(url: string, httpPart: 'params' | 'querystring', schema: z.ZodType | undefined): Check {
  if (!schema) return (data) => ({ value: data });
  return validatorCompiler({ schema, method: 'GET', url, httpPart }) as Check;
}

export const inProcessReadsPlugin = fp(async (app: FastifyInstance) => {
  const reads: Checked[] = [];

  const run = async (read: Checked, rawParams: Record<string, string>, url: URL): Promise<InProcessAnswer> => {
    // As Fastify checks a route's parts: the params first, then the query, each with the app's validator.
    const params = read.params(rawParams);
    if ('error' in params) return json(400, validationErrorBody(params.error, 'params'));
    const query = read.query(queryOf(url.searchParams));
    if ('error' in query) return json(400, validationErrorBody(query.error, 'querystring'));
    try {
      return { status: 200, body: await read.read({ params: params.value, query: query.value }) };
    } catch (err) {
      // The services' own refusals (a room that is not there, a stay starting in the past) as the routes send them;
      // anything else fails the drawing, whose page the browser then draws.
      if (err instanceof AppError) return json(err.statusCode, appErrorBody(err));
      throw err;
    }
  };

  app.decorate('inProcessReads', {
    add(read) {
      reads.push({
        pattern: read.url.split('/'),
        params: compile(read.url, 'params', read.params),
        query: compile(read.url, 'querystring', read.querystring),
        read: read.read as InProcessRead['read'],
      });
    },
    find(address) {
      const url = new URL(address, 'http://in-process');
      const path = url.pathname.split('/');
      for (const read of reads) {
        const params = matchPath(read.pattern, path);
        if (params) return () => run(read, params, url);
      }
      return undefined;
    },
  });
});
