import {
  idParams,
  messageAnswer,
  TASK_MSG,
  taskAnswer,
  taskBody,
  taskListAnswer,
  taskListQuery,
  taskRoomsAnswer,
  taskRoomsQuery,
} from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../plugins/session.js';
import { createTaskAdminService } from './tasks.admin.service.js';

/**
 * The task screen of the admin and manager panels (its list is also the desk's room status and, scoped to the
 * caller, a housekeeper's spec list); the housekeeper's own routes are in tasks.housekeeping.routes.ts.
 */
export async function taskAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tasks = createTaskAdminService(ctx);
  const tags = ['tasks'];

  app.get(
    '/api/tasks',
    {
      schema: {
        tags,
        summary: 'The tasks with their counts: every task for the desk and management, their own for a housekeeper',
        querystring: taskListQuery,
        response: { 200: taskListAnswer },
      },
    },
    (request) => tasks.list(requireUser(request), request.query),
  );

  app.get(
    '/api/tasks/rooms',
    {
      schema: {
        tags,
        summary: 'Rooms a task can be about: the available ones unless `status=all` asks for every room in service',
        querystring: taskRoomsQuery,
        response: { 200: taskRoomsAnswer },
      },
    },
    (request) => tasks.rooms(request.query),
  );

  app.post('/api/tasks', { schema: { tags, body: taskBody, response: { 201: taskAnswer } } }, async (request, reply) =>
    reply.code(201).send(await tasks.create(requireUser(request), request.body)),
  );

  app.put(
    '/api/tasks/:id',
    { schema: { tags, params: idParams, body: taskBody, response: { 200: taskAnswer } } },
    (request) => tasks.update(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/tasks/:id',
    { schema: { tags, params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      await tasks.remove(requireUser(request), request.params.id);
      return { message: TASK_MSG.deleted };
    },
  );
}
