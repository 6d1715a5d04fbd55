import { MSG, ROOM_BLOCK_MSG } from '@hotel/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, sqlConstraint, sqlState } from '../lib/errors.js';
import { errorPage, wantsPage } from './error-page.js';

export type FieldIssue = { instancePath: string; message?: string; keyword?: string; params?: Record<string, unknown> };

/** Every bad field with its problem; unknown fields are named too. */
function fieldErrors(issues: FieldIssue[], context: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const keys = issue.params?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) errors[String(key)] = 'This field is not allowed';
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

// SQLSTATEs that mean the database is unreachable or restarting: the client may retry.
const UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

function isUnavailable(err: unknown): boolean {
  const state = sqlState(err);
  if (state && UNAVAILABLE.has(state)) return true;
  let e: unknown = err;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    const message = (e as { message?: unknown }).message;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && /timeout exceeded when trying to connect|Connection terminated/i.test(message))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The error as it may be logged: a failed query's parameters (Drizzle puts them in the message) can hold
 * e-mail addresses, token hashes or password hashes, so only the statement, the codes and the frames remain.
 */
function loggable(err: unknown) {
  const e = err as Error & { cause?: unknown };
  const cause = e.cause instanceof Error ? e.cause : undefined;
  return {
    type: e?.constructor?.name ?? 'Error',
    message: String(e?.message ?? err).split('\nparams:')[0],
    code: sqlState(err),
    cause: cause ? { type: cause.constructor.name, message: cause.message } : undefined,
    stack: e?.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}

const MALFORMED_FORM = /^(Multipart: |Unexpected end of form|Malformed part header)/;

/** What a request its route's schema refused answers: each bad field of `context` (params, querystring, body). */
export const validationErrorBody = (issues: FieldIssue[], context: string | undefined) => ({
  message: MSG.validation,
  errors: fieldErrors(issues, context),
});

/** What a refusal of a service answers: its message, and its field errors when it has them. */
export const appErrorBody = (err: AppError): { message: string; errors?: Record<string, string> } =>
  err.errors ? { message: err.message, errors: err.errors } : { message: err.message };

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, body: { message: string; errors?: Record<string, string> }) =>
      wantsPage(request)
        ? reply.code(status).type('text/html; charset=utf-8').send(errorPage(status, body.message))
        : reply.code(status).send(body);
    if (hasZodFastifySchemaValidationErrors(err)) {
      return send(400, validationErrorBody(err.validation, err.validationContext));
    }
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return send(err.statusCode, appErrorBody(err));
    }
    const state = sqlState(err);
    if (state === '23P01') {
      const blocked = sqlConstraint(err) === 'room_holds_no_overlap';
      return send(409, { message: blocked ? ROOM_BLOCK_MSG.offSale : MSG.bookingOverlap });
    }
    if (state === '23505') return send(409, { message: 'This record already exists' });
    // Text PostgreSQL cannot store (a NUL character): the input is at fault, not the server.
    if (state === '22021' || state === '22P05')
      return send(400, { message: 'The request contains a character that is not allowed' });
    if (state === '40001' || state === '40P01') {
      reply.header('Retry-After', '1');
      return send(503, { message: MSG.serviceUnavailable });
    }
    if (isUnavailable(err)) {
      request.log.warn({ code: state }, 'database unavailable');
      reply.header('Retry-After', '2');
      return send(503, { message: MSG.serviceUnavailable });
    }
    // A body sent as a form that is not one (no boundary, cut short): the parser's own words carry no status.
    if (MALFORMED_FORM.test(err.message ?? '')) return send(400, { message: 'The form could not be read' });
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const messages: Record<string, string> = {
        FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
        FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
        FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body must be JSON',
        FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
        FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
      };
      const message =
        messages[err.code] ?? (err instanceof SyntaxError ? 'The request body is not valid JSON' : 'Bad request');
      return send(status, { message });
    }
    request.log.error({ err: loggable(err) }, 'unexpected error');
    return send(500, { message: MSG.internal });
  });
});
