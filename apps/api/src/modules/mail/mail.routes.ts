import { idParams, MSG, mailDetailAnswer, mailListAnswer, mailListQuery } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors.js';
import { findMail, listMail, type OutboxRow } from './mail.repository.js';
import { drawQueuedMail } from './stay-mail.js';

const summary = (
  row: Pick<OutboxRow, 'id' | 'kind' | 'toAddress' | 'subject' | 'createdAt' | 'sentAt' | 'attempts' | 'lastError'>,
) => ({
  _id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  attempts: row.attempts,
  lastError: row.lastError,
});

/** The admin's Sent mail: what the hotel e-mailed, newest first, and each message as its reader saw it. */
export async function mailRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const { database } = ctx;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/mail',
    { schema: { tags: ['mail'], querystring: mailListQuery, response: { 200: mailListAnswer } } },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listMail(database.db, page, limit);
      return { messages: rows.map(summary), total, page, limit };
    },
  );

  app.get(
    '/api/mail/:id',
    {
      schema: {
        tags: ['mail'],
        params: idParams,
        response: { 200: mailDetailAnswer },
      },
    },
    async (request) => {
      const row = await findMail(ctx.database.db, request.params.id);
      if (!row) throw new NotFoundError(MSG.notFound);
      // A message the sender has not drawn yet is drawn for the reader (and kept).
      const { html, text } = await drawQueuedMail(ctx, row).catch((err: unknown) => {
        const why = `This message could not be drawn: ${err instanceof Error ? err.message : String(err)}`;
        return { html: '', text: why };
      });
      return { message: { ...summary(row), html, text } };
    },
  );
}
