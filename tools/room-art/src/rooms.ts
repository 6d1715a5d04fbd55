/** What each demo room's pictures show: its house palette and the scenes of its 2–4 pictures, the first on the room card. */
import type { Mood } from './art/kit.js';
import type { SceneSpec } from './art/scenes.js';

export interface RoomArt {
  /** Index into the house palettes. */
  palette: number;
  scenes: { kind: SceneSpec['kind']; mood: Mood['name']; windowSide?: -1 | 1; shift?: number }[];
}

/** By room number; the room's type and view come from the demo data. */
export const ROOM_ART: Record<string, RoomArt> = {
  '101': {
    palette: 0,
    scenes: [
      { kind: 'bedroom', mood: 'afternoon', windowSide: -1, shift: 0.1 },
      { kind: 'lounge', mood: 'golden', shift: -0.3 },
    ],
  },
  '102': {
    palette: 2,
    scenes: [
      { kind: 'bedroom', mood: 'morning', windowSide: 1, shift: -0.2 },
      { kind: 'lounge', mood: 'afternoon', shift: 0.3 },
    ],
  },
  '103': {
    palette: 3,
    scenes: [
      { kind: 'bedroom', mood: 'golden', windowSide: -1, shift: 0 },
      { kind: 'lounge', mood: 'afternoon', shift: 0.25 },
      { kind: 'bedroom', mood: 'night', windowSide: 1, shift: -0.35 },
    ],
  },
  '104': {
    palette: 4,
    scenes: [
      { kind: 'bedroom', mood: 'morning', windowSide: 1, shift: 0.2 },
      { kind: 'lounge', mood: 'golden', shift: -0.2 },
      { kind: 'bedroom', mood: 'dusk', windowSide: -1, shift: -0.3 },
    ],
  },
  '201': {
    palette: 1,
    scenes: [
      { kind: 'lounge', mood: 'morning', shift: 0.3 },
      { kind: 'bedroom', mood: 'night', windowSide: 1, shift: 0.2 },
    ],
  },
  '202': {
    palette: 1,
    scenes: [
      { kind: 'bedroom', mood: 'dusk', windowSide: 1, shift: 0.15 },
      { kind: 'lounge', mood: 'night', shift: -0.25 },
      { kind: 'bedroom', mood: 'afternoon', windowSide: -1, shift: -0.2 },
    ],
  },
  '203': {
    palette: 3,
    scenes: [
      { kind: 'bedroom', mood: 'afternoon', windowSide: -1, shift: 0.25 },
      { kind: 'lounge', mood: 'morning', shift: 0 },
      { kind: 'bedroom', mood: 'golden', windowSide: 1, shift: -0.1 },
    ],
  },
  '204': {
    palette: 0,
    scenes: [
      { kind: 'bedroom', mood: 'golden', windowSide: -1, shift: -0.15 },
      { kind: 'lounge', mood: 'dusk', shift: 0.2 },
      { kind: 'bath', mood: 'afternoon', windowSide: 1, shift: 0.1 },
    ],
  },
  '301': {
    palette: 2,
    scenes: [
      { kind: 'bedroom', mood: 'morning', windowSide: 1, shift: 0.2 },
      { kind: 'bath', mood: 'golden', windowSide: -1, shift: -0.1 },
      { kind: 'lounge', mood: 'dusk', shift: -0.3 },
    ],
  },
  '302': {
    palette: 1,
    scenes: [
      { kind: 'bedroom', mood: 'golden', windowSide: 1, shift: 0.1 },
      { kind: 'lounge', mood: 'afternoon', shift: -0.2 },
      { kind: 'bath', mood: 'night', windowSide: 1, shift: 0.25 },
    ],
  },
  '303': {
    palette: 4,
    scenes: [
      { kind: 'lounge', mood: 'afternoon', shift: 0.2 },
      { kind: 'bedroom', mood: 'golden', windowSide: -1, shift: -0.15 },
      { kind: 'bath', mood: 'morning', windowSide: 1, shift: 0 },
      { kind: 'bedroom', mood: 'night', windowSide: 1, shift: 0.25 },
    ],
  },
  '304': {
    palette: 2,
    scenes: [
      { kind: 'bedroom', mood: 'afternoon', windowSide: 1, shift: -0.1 },
      { kind: 'lounge', mood: 'morning', shift: 0.2 },
      { kind: 'bath', mood: 'dusk', windowSide: -1, shift: -0.2 },
    ],
  },
  '401': {
    palette: 1,
    scenes: [
      { kind: 'lounge', mood: 'dusk', shift: 0.25 },
      { kind: 'bedroom', mood: 'night', windowSide: -1, shift: -0.2 },
      { kind: 'bath', mood: 'night', windowSide: -1, shift: 0.15 },
      { kind: 'lounge', mood: 'afternoon', shift: -0.3 },
    ],
  },
  '402': {
    palette: 0,
    scenes: [
      { kind: 'lounge', mood: 'golden', shift: -0.2 },
      { kind: 'bedroom', mood: 'morning', windowSide: 1, shift: 0.2 },
      { kind: 'bath', mood: 'afternoon', windowSide: -1, shift: -0.15 },
      { kind: 'bedroom', mood: 'dusk', windowSide: -1, shift: -0.25 },
    ],
  },
};
