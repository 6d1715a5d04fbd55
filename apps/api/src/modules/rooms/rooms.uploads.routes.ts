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
const PHOTO_ROUTE = '/uploads/rooms/:file';
/** The one type a room image is stored in (room_images_content_type_check), as its name says. */
const ROOM_IMAGE_TYPE = 'image/webp';

/** The kept photo a file name stands for, or undefined for a name that is no photo. */
function photoOf(file: string): { fileName: string; width: number | undefined; key: string } | undefined {
  const match = file.length <= 120 ? FILE_NAME.exec(file.toLowerCase()) : null;
  const width = match?.[2] === undefined ? undefined : Number(match[2]);
  if (!match || (width !== undefined && !(VARIANT_WIDTHS as readonly number[]).includes(width))) return undefined;
  const fileName = `${match[1]}.webp`;
  return { fileName, width, key: `${fileName} ${width ?? 'whole'}` };
}

/**
 * Room images, stored in the database so that every instance serves the same bytes, and kept in memory by this
 * one once asked for again (`publicRoomImages`, dropped with the room answers by any change).
 */
export async function uploadsRoutes(fastify: FastifyInstance, { database }: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const images = fastify.publicRoomImages;
  // A photo sent from memory costs what a built file does, and is not counted by the per-address limit either: a
  // first visit to the room list asks for a dozen. One read from the database, or a name that is none, is.
  fastify.notRateLimited((request) => {
    if (request.routeOptions.url !== PHOTO_ROUTE) return false;
    const photo = photoOf((request.params as { file?: string }).file ?? '');
    return photo !== undefined && images.serves(photo.key);
  });

  app.get(
    PHOTO_ROUTE,
    {
      schema: {
        tags: ['rooms'],
        summary: 'A room image (WebP); `<name>-480.webp` and `<name>-960.webp` are narrower renditions',
        params: z.strictObject({ file: z.string().max(120) }),
        response: { 200: z.unknown().describe('The image bytes (image/webp)'), 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const photo = photoOf(request.params.file);
      if (!photo) throw new NotFoundError(IMAGE_NOT_FOUND);
      const { fileName, width } = photo;
      const data = await images.keep(photo.key, async () => {
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
