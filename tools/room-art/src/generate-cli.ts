/**
 * `npm run generate -w @hotel/room-art`: draws the demo rooms' pictures (illustrated scenes drawn in code, 1200 × 800,
 * no downloads, no third-party photos) and writes them where the seed reads them, through the same encoder as uploads.
 * The drawing is seeded, so the same code gives the same files; run it after changing the art or the demo rooms,
 * and commit the result.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { ROOMS } from '../../../apps/api/src/db/seed/demo-data.js';
import { ROOM_PICTURES_DIR, roomPictureFile } from '../../../apps/api/src/db/seed/room-pictures.js';
import { encodeRoomImage } from '../../../apps/api/src/modules/rooms/room-images.js';
import { PALETTES } from './art/palettes.js';
import { renderScene } from './art/scenes.js';
import { hashSeed } from './random.js';
import { ROOM_ART } from './rooms.js';

// Drawn once and committed, so the smallest files are worth the slowest encoder setting.
const EFFORT = 6;

const unknown = Object.keys(ROOM_ART).filter((n) => !ROOMS.some((room) => room.roomNumber === n));
if (unknown.length > 0) throw new Error(`Pictures for rooms the demo hotel does not have: ${unknown.join(', ')}`);
const jobs = ROOMS.flatMap((room) => {
  const art = ROOM_ART[room.roomNumber];
  if (!art) throw new Error(`Room ${room.roomNumber} has no pictures in src/rooms.ts`);
  return art.scenes.map((scene, position) => ({
    roomNumber: room.roomNumber,
    position,
    svg: () =>
      renderScene({
        kind: scene.kind,
        type: room.type,
        palette: PALETTES[art.palette % PALETTES.length]!,
        mood: scene.mood,
        view: room.view,
        seed: hashSeed(`${room.roomNumber}/${position}`),
        windowSide: scene.windowSide ?? 1,
        shift: scene.shift ?? 0,
      }),
  }));
});

await mkdir(ROOM_PICTURES_DIR, { recursive: true });
// Pictures of rooms or scenes that are gone must not linger for the seed to pick up.
for (const name of await readdir(ROOM_PICTURES_DIR)) {
  if (name.endsWith('.webp')) await rm(`${ROOM_PICTURES_DIR}/${name}`);
}

let next = 0;
let bytes = 0;
const worker = async () => {
  while (next < jobs.length) {
    const { roomNumber, position, svg } = jobs[next++]!;
    const image = await encodeRoomImage(Buffer.from(svg()), { trustedSvg: true, effort: EFFORT });
    const files = [
      { name: roomPictureFile(roomNumber, position), data: image.data },
      ...image.variants.map((v) => ({ name: roomPictureFile(roomNumber, position, v.width), data: v.data })),
    ];
    for (const file of files) {
      await writeFile(`${ROOM_PICTURES_DIR}/${file.name}`, file.data);
      bytes += file.data.length;
    }
  }
};
// Each encode holds a decoded bitmap, and sharp has its own thread pool: one picture per core is enough.
await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, worker));
console.log(`${jobs.length} pictures, ${(bytes / 1024).toFixed(0)} KB in ${ROOM_PICTURES_DIR}`);
