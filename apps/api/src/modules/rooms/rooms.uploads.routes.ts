import { errorAnswer } from '@hotel/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { NotFoundError } from '../../lib/errors.js';
import { VARIANT_WIDTHS } from './room-images.js';
import { findImageBytes } from './rooms.repository.js';

// `<uuid>.webp` is the full image, `<uuid>-<width>.webp` a rendition for srcset. Nothing else is a file here.
const FILE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(\d{2,4}))?\.webp$/;
const IMAGE_NOT_FOUND = 'Image not found';
/** The one type a room image is stored in (room_images_content_type_check), as its name says. */
const ROOM_IMAGE_TYPE = 'image/webp';

/**
 * Room images, stored in the database so that every instance serves the same bytes, and kept in memory by this
 * one once asked for again (`publicRoomImages`, dropped with the room answers by any change).
 */
export async function uploadsRoutes(fastify: FastifyInstance, { database }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/uploads/rooms/:file',
    {
      schema: {
        tags: ['rooms'],
        summary: 'A room image (WebP); `<name>-480.webp` and `<name>-960.webp` are narrower renditions',
        params: z.strictObject({ file: z.string().max(120) }),
        response: { 200: z.unknown().describe('The image bytes (image/webp)'), 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const match = FILE_NAME.exec(request.params.file.toLowerCase());
      const width = match?.[2] === undefined ? undefined : Number(match[2]);
      if (!match || (width !== undefined && !(VARIANT_WIDTHS as readonly number[]).includes(width))) {
        throw new NotFoundError(IMAGE_NOT_FOUND);
      }
      const fileName = `${match[1]}.webp`;
      const data = await fastify.publicRoomImages.keep(`${fileName} ${width ?? 'whole'}`, async () => {
        const bytes = await findImageBytes(database.db, fileName, width);
        // Thrown, not kept: names that are no photo (a script can make up any number) must not fill the memory
        // the photos are kept in.
        if (!bytes) throw new NotFoundError(IMAGE_NOT_FOUND);
        return bytes;
      });
      // A file name never changes its bytes (a new upload gets a new name), so browsers may keep it for a year.
      return reply
        .header('Content-Type', ROOM_IMAGE_TYPE)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', data.length)
        .send(data);
    },
  );
}
