/**
 * The demo rooms' pictures, read from files: drawn once by tools/room-art (`npm run generate -w @hotel/room-art`)
 * and committed, each at full size and in the narrower renditions, exactly as an upload stores them. Reading them
 * keeps the seed fast and the drawing code out of the server.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type EncodedRoomImage, VARIANT_WIDTHS } from '../../modules/rooms/room-images.js';

/**
 * Beside this module in the sources; build.mjs copies the folder beside the bundles (dist/assets/rooms), where the
 * same relative address finds it.
 */
export const ROOM_PICTURES_DIR = fileURLToPath(new URL('./assets/rooms', import.meta.url));

/** `101-1.webp` is room 101's first picture, `101-1-480w.webp` its 480 px rendition. */
export function roomPictureFile(roomNumber: string, position: number, width?: number): string {
  return `${roomNumber}-${position + 1}${width ? `-${width}w` : ''}.webp`;
}

/** Every listed room's pictures in order; a room without any is an error, as the demo hotel would be missing them. */
export async function loadRoomPictures(
  roomNumbers: string[],
  dir = ROOM_PICTURES_DIR,
): Promise<Map<string, EncodedRoomImage[]>> {
  const files = new Set(await readdir(dir));
  const read = (name: string) => readFile(`${dir}/${name}`);
  const byRoom = new Map<string, EncodedRoomImage[]>();
  await Promise.all(
    roomNumbers.map(async (roomNumber) => {
      const count = countWhile((position) => files.has(roomPictureFile(roomNumber, position)));
      if (count === 0) {
        throw new Error(`Room ${roomNumber} has no pictures in ${dir} (npm run generate -w @hotel/room-art)`);
      }
      const pictures = await Promise.all(
        Array.from({ length: count }, async (_, position) => {
          const data = await read(roomPictureFile(roomNumber, position));
          const { width, height } = await sharp(data).metadata();
          const widths = VARIANT_WIDTHS.filter((w) => files.has(roomPictureFile(roomNumber, position, w)));
          const variants = await Promise.all(
            widths.map(async (w) => ({ width: w, data: await read(roomPictureFile(roomNumber, position, w)) })),
          );
          return { data, width, height, variants };
        }),
      );
      byRoom.set(roomNumber, pictures);
    }),
  );
  return byRoom;
}

function countWhile(present: (index: number) => boolean): number {
  let n = 0;
  while (present(n)) n++;
  return n;
}
