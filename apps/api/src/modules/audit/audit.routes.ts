import { auditListAnswer, auditListQuery } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { countAuditEntries, listAuditEntries } from './audit.repository.js';

/** The admin's Activity view: every staff change, newest first. */
export async function auditRoutes(fastify: FastifyInstance, { database }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/audit',
    { schema: { tags: ['audit'], querystring: auditListQuery, response: { 200: auditListAnswer } } },
    async (request) => {
      const { entity, page, limit } = request.query;
      const [rows, total] = await Promise.all([
        listAuditEntries(database.db, entity, { offset: (page - 1) * limit, limit }),
        countAuditEntries(database.db, entity),
      ]);
      return {
        entries: rows.map(({ entry, actor }) => ({
          _id: String(entry.id),
          actor: actor ? { _id: actor.id, name: actor.name, role: actor.role } : null,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId,
          details: (entry.details as Record<string, unknown> | null) ?? null,
          createdAt: entry.createdAt.toISOString(),
        })),
        total,
        page,
        limit,
      };
    },
  );
}
