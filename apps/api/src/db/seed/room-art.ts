/**
 * The demo rooms' pictures: illustrated scenes drawn in code (art/), 1200 × 800, rendered by sharp to WebP
 * through the same encoder as uploads. No downloads, no third-party photos.
 */
import { type EncodedRoomImage, encodeRoomImage } from '../../modules/rooms/room-images.js';
import { PALETTES } from './art/palettes.js';
import { renderScene } from './art/scenes.js';
import type { DemoRoom } from './demo-data.js';
import { hashSeed } from './random.js';

/** The SVG of one of a room's pictures. */
export function roomSceneSvg(room: DemoRoom, index: number): string {
  const scene = room.scenes[index];
  if (!scene) throw new Error(`Room ${room.roomNumber} has no picture ${index}`);
  return renderScene({
    kind: scene.kind,
    type: room.type,
    palette: PALETTES[room.palette % PALETTES.length]!,
    mood: scene.mood,
    view: room.view,
    seed: hashSeed(`${room.roomNumber}/${index}`),
    windowSide: scene.windowSide ?? 1,
    shift: scene.shift ?? 0,
  });
}

async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Every room's pictures, in scene order. A few at a time: each render holds a decoded bitmap, and
 * sharp's thread pool is only so wide anyway.
 */
export async function renderRoomImages(rooms: DemoRoom[], concurrency = 4): Promise<Map<string, EncodedRoomImage[]>> {
  const jobs = rooms.flatMap((room) => room.scenes.map((_, index) => ({ room, index })));
  const encoded = await mapLimit(jobs, concurrency, ({ room, index }) =>
    encodeRoomImage(Buffer.from(roomSceneSvg(room, index)), { trustedSvg: true, effort: 2 }),
  );
  const byRoom = new Map<string, EncodedRoomImage[]>();
  jobs.forEach(({ room }, i) => {
    const list = byRoom.get(room.roomNumber) ?? [];
    list.push(encoded[i]!);
    byRoom.set(room.roomNumber, list);
  });
  return byRoom;
}
