import { faultAnswer, faultBody, idParams, taskAnswer, taskStatusBody, tasksAnswer } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import type { SessionUser } from '../../plugins/session.js';
import { changeTaskStatus, myTasks, reportFault } from './tasks.housekeeping.service.js';

export async function housekeepingTaskRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The access table admits only staff here, so a user is always present.
  const actor = (user: SessionUser | null) => user as SessionUser;

  app.get('/api/tasks/mine', { schema: { tags: ['tasks'], response: { 200: tasksAnswer } } }, async (request) =>
    myTasks(ctx, actor(request.user)),
  );

  app.put(
    '/api/tasks/:id/status',
    { schema: { tags: ['tasks'], params: idParams, body: taskStatusBody, response: { 200: taskAnswer } } },
    async (request) => changeTaskStatus(ctx, actor(request.user), request.params.id, request.body.status),
  );

  app.post(
    '/api/tasks/faults',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Reports a fault in a room: opens a maintenance task for the managers, and may take the room off sale',
        body: faultBody,
        response: { 201: faultAnswer },
      },
    },
    async (request, reply) => reply.code(201).send(await reportFault(ctx, actor(request.user), request.body)),
  );
}
