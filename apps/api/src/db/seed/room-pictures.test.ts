import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOMS } from './demo-data.js';
import { loadRoomPictures, ROOM_PICTURES_DIR } from './room-pictures.js';

describe('the demo rooms’ pictures', () => {
  it('are committed for the demo rooms only, each picture with its 480 and 960 px renditions', async () => {
    const files = await readdir(ROOM_PICTURES_DIR);
    const numbers = new Set(ROOMS.map((room) => room.roomNumber));
    const pictures = files.filter((name) => /^\d+-\d+\.webp$/.test(name));
    for (const name of files) {
      const [, room, position, width] = /^(\d+)-(\d+)(?:-(\d+)w)?\.webp$/.exec(name) ?? [];
      expect(room && numbers.has(room), name).toBe(true);
      if (width) expect(files, name).toContain(`${room}-${position}.webp`);
    }
    expect(files).toHaveLength(pictures.length * 3);
  });

  it('are an error for a demo room that has none, rather than a hotel without pictures', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'room-pictures-'));
    try {
      await expect(loadRoomPictures(['101'], empty)).rejects.toThrow(/Room 101 has no pictures/);
    } finally {
      await rm(empty, { recursive: true });
    }
  });
});
