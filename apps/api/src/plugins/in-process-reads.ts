import { MSG } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError } from '../lib/errors.js';

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
     * `answer` is undefined for an address none of them serves.
     */
    inProcessReads: {
      add<P extends z.ZodType, Q extends z.ZodType>(read: InProcessRead<P, Q>): void;
      answer(url: string): Promise<InProcessAnswer> | undefined;
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

/** The field errors of a failed check, worded as the error handler words a route's own (errors.ts). */
function fieldErrors(error: z.ZodError, context: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] = 'This field is not allowed';
      continue;
    }
    errors[issue.path.join('.') || context] ??= issue.message;
  }
  return errors;
}

export const inProcessReadsPlugin = fp(async (app: FastifyInstance) => {
  const reads: { pattern: string[]; read: InProcessRead }[] = [];

  const run = async (read: InProcessRead, rawParams: Record<string, string>, url: URL): Promise<InProcessAnswer> => {
    const params = read.params ? read.params.safeParse(rawParams) : { success: true as const, data: rawParams };
    const query = read.querystring
      ? read.querystring.safeParse(queryOf(url.searchParams))
      : { success: true as const, data: {} };
    if (!params.success || !query.success) {
      const errors = {
        ...(params.success ? {} : fieldErrors(params.error, 'params')),
        ...(query.success ? {} : fieldErrors(query.error, 'querystring')),
      };
      return json(400, { message: MSG.validation, errors });
    }
    try {
      return { status: 200, body: await read.read({ params: params.data, query: query.data }) };
    } catch (err) {
      // The services' own refusals (a room that is not there, a stay starting in the past) as the routes send them;
      // anything else fails the drawing, whose page the browser then draws.
      if (err instanceof AppError)
        return json(
          err.statusCode,
          err.errors ? { message: err.message, errors: err.errors } : { message: err.message },
        );
      throw err;
    }
  };

  app.decorate('inProcessReads', {
    add(read) {
      reads.push({ pattern: read.url.split('/'), read: read as unknown as InProcessRead });
    },
    answer(address) {
      const url = new URL(address, 'http://in-process');
      const path = url.pathname.split('/');
      for (const { pattern, read } of reads) {
        const params = matchPath(pattern, path);
        if (params) return run(read, params, url);
      }
      return undefined;
    },
  });
});
