import multipart from '@fastify/multipart';
import {
  errorAnswer,
  faultAnswer,
  faultBody,
  idParams,
  MAX_IMAGE_BYTES,
  TASK_MSG,
  taskAnswer,
  taskStatusBody,
  tasksAnswer,
} from '@hotel/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ValidationError } from '../../lib/errors.js';
import { requireUser } from '../../plugins/session.js';
import { createHousekeepingService } from './tasks.housekeeping.service.js';

// The fault form: its text fields, and at most one photo within the room images' size limit.
const FAULT_MULTIPART_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 };
const photos = new WeakMap<FastifyRequest, Buffer>();

/**
 * A fault sent as a form (with a photo, from the phone) becomes the same body as one sent as JSON, so that one
 * schema checks both; the photo is kept aside for the service. An empty file input sends no photo.
 */
async function faultFormToBody(request: FastifyRequest) {
  if (!request.isMultipart()) return;
  const { photo, takeOffSale, ...fields } = (request.body ?? {}) as Record<string, unknown>;
  if (Array.isArray(photo)) throw new ValidationError(TASK_MSG.onePhoto, { photo: TASK_MSG.onePhoto });
  if (photo !== undefined) {
    const bytes = Buffer.isBuffer(photo) ? photo : Buffer.from(String(photo));
    if (bytes.length > 0) photos.set(request, bytes);
  }
  request.body = {
    ...fields,
    ...(takeOffSale === undefined ? {} : { takeOffSale: takeOffSale === 'true' || takeOffSale === 'on' }),
  };
}

export async function housekeepingTaskRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const housekeeping = createHousekeepingService(ctx);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/tasks/mine', { schema: { tags: ['tasks'], response: { 200: tasksAnswer } } }, async (request) =>
    housekeeping.myTasks(requireUser(request)),
  );

  app.put(
    '/api/tasks/:id/status',
    { schema: { tags: ['tasks'], params: idParams, body: taskStatusBody, response: { 200: taskAnswer } } },
    async (request) => housekeeping.changeTaskStatus(requireUser(request), request.params.id, request.body.status),
  );

  app.get(
    '/api/tasks/:id/photo',
    {
      schema: {
        tags: ['tasks'],
        summary: "The photo a fault was reported with (WebP), for staff: a housekeeper sees their own tasks' photos",
        params: idParams,
        response: { 200: z.unknown().describe('The image bytes (image/webp)'), 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const photo = await housekeeping.taskPhoto(requireUser(request), request.params.id);
      // Staff only: no shared cache may keep it.
      return reply
        .header('Content-Type', photo.contentType)
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', photo.data.length)
        .send(photo.data);
    },
  );

  // The multipart parser lives only in this scope.
  await fastify.register(async (scope) => {
    await scope.register(multipart, { limits: FAULT_MULTIPART_LIMITS, attachFieldsToBody: 'keyValues' });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/tasks/faults',
      {
        preValidation: faultFormToBody,
        schema: {
          tags: ['tasks'],
          summary:
            'Reports a fault in a room: opens a maintenance task for the managers, and may take the room off sale',
          description:
            'JSON, or multipart/form-data with the same fields and an optional `photo` (one JPEG, PNG or WebP image, at most 5 MB)',
          body: faultBody,
          response: { 201: faultAnswer },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await housekeeping.reportFault(requireUser(request), request.body, photos.get(request))),
    );
  });
}
