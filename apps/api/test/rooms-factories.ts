import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Executor } from '../src/db/client.js';
import { reviews, roomImages, roomImageVariants } from '../src/db/schema.js';
import { encodeRoomImage } from '../src/modules/rooms/room-images.js';

/** A stored room image (full WebP plus its narrower renditions), drawn as a plain colour field. */
export async function createRoomImage(
  db: Executor,
  roomId: string,
  options: { position?: number; width?: number; height?: number; colour?: string } = {},
) {
  const width = options.width ?? 1200;
  const height = options.height ?? 800;
  const png = await sharp({
    create: { width, height, channels: 3, background: options.colour ?? '#b8925a' },
  })
    .png()
    .toBuffer();
  const encoded = await encodeRoomImage(png);
  const fileName = `${randomUUID()}.webp`;
  const [image] = await db
    .insert(roomImages)
    .values({
      roomId,
      fileName,
      position: options.position ?? 0,
      width: encoded.width,
      height: encoded.height,
      data: encoded.data,
    })
    .returning();
  if (encoded.variants.length > 0) {
    await db
      .insert(roomImageVariants)
      .values(encoded.variants.map((v) => ({ imageId: image!.id, width: v.width, data: v.data })));
  }
  return { image: image!, encoded };
}

export async function createReview(
  db: Executor,
  values: { roomId: string; rating: number } & Partial<typeof reviews.$inferInsert>,
) {
  const [row] = await db
    .insert(reviews)
    .values({ authorName: 'A. Guest', comment: 'A lovely stay.', ...values })
    .returning();
  return row!;
}
