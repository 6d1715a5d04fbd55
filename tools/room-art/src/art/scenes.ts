/** Whole room scenes: a bedroom, a lounge by the windows and a marble bathroom, per room type. */
import type { RoomType } from '@hotel/shared';
import { mulberry32, type Rng } from '../random.js';
import {
  armchair,
  artwork,
  bed,
  bench,
  curtain,
  cylinder,
  floorLamp,
  flowers,
  nightstand,
  type Palette,
  plant,
  ring,
  roundTable,
  rug,
  sofa,
  tableLamp,
} from './furniture.js';
import { Canvas, fmt, MOODS, type Mood, type Pt, shade } from './kit.js';
import { type Bounds, drawView, lightPatch, type ViewKind } from './views.js';

export interface SceneSpec {
  kind: 'bedroom' | 'lounge' | 'bath';
  type: RoomType;
  palette: Palette;
  mood: Mood['name'];
  view: ViewKind;
  seed: number;
  /** Which wall holds the bedroom window, -1 left or 1 right. */
  windowSide: -1 | 1;
  /** Camera offset across the room, -1..1. */
  shift: number;
}

const DIMS: Record<RoomType, { W: number; H: number; bed: number }> = {
  single: { W: 3.9, H: 2.85, bed: 1.5 },
  double: { W: 4.5, H: 2.95, bed: 1.85 },
  deluxe: { W: 5.0, H: 3.05, bed: 2.0 },
  suite: { W: 5.6, H: 3.25, bed: 2.0 },
};

interface Shell {
  cv: Canvas;
  W: number;
  H: number;
  D: number;
  rng: Rng;
  pal: Palette;
  marble: boolean;
}

function makeCanvas(spec: SceneSpec, depthFactor: number, ey = 1.3, wallWidth = 700): Shell {
  const { W, H } = DIMS[spec.type];
  const D = W * depthFactor + 0.8;
  const wallPx = wallWidth + spec.shift * 20;
  const f = (wallPx * D) / W;
  const ex = spec.shift * W * 0.13;
  const cam = { f, cx: 600 - spec.shift * 30, cy: 372 - (ey - 1.3) * 90, ex, ey, ez: D };
  const cv = new Canvas(cam, MOODS[spec.mood]);
  return { cv, W, H, D, rng: mulberry32(spec.seed), pal: spec.palette, marble: spec.kind === 'bath' };
}

interface Opening {
  /** Back-wall window (x range) or side-wall window (z range on wall `side`). */
  wall: 'back' | -1 | 1;
  a0: number;
  a1: number;
  y0: number;
  y1: number;
  mullions: number;
}

function marbleVeins(sh: Shell, pts3: (t: number, u: number) => [number, number, number], count: number): void {
  const { cv, rng } = sh;
  const vein = cv.c('#9d9283');
  const smooth = (pts: Pt[]) => {
    let d = `M${pts[0]![0].toFixed(1)},${pts[0]![1].toFixed(1)}`;
    for (let k = 1; k < pts.length - 1; k++) {
      const a = pts[k]!;
      const b = pts[k + 1]!;
      d += `Q${a[0].toFixed(1)},${a[1].toFixed(1)} ${((a[0] + b[0]) / 2).toFixed(1)},${((a[1] + b[1]) / 2).toFixed(1)}`;
    }
    return d;
  };
  const walk = (t0: number, u0: number, angle: number, steps: number, width: number, depth: number) => {
    let t = t0;
    let u = u0;
    let a = angle;
    const pts: Pt[] = [];
    for (let i = 0; i <= steps; i++) {
      const [x, y, z] = pts3(t, u);
      pts.push(cv.p(x, y, z));
      a += (rng() - 0.5) * 0.9;
      t += Math.cos(a) * 0.045;
      u += Math.sin(a) * 0.045;
      if (depth < 1 && i > 2 && rng() < 0.08)
        walk(t, u, a + (rng() < 0.5 ? 0.7 : -0.7), Math.floor(steps / 3), width * 0.6, depth + 1);
    }
    cv.path(
      smooth(pts),
      'none',
      `stroke="${vein}" stroke-width="${(width * 4).toFixed(1)}" opacity="0.05" stroke-linecap="round"`,
    );
    cv.path(
      smooth(pts),
      'none',
      `stroke="${vein}" stroke-width="${width.toFixed(1)}" opacity="${(0.22 + rng() * 0.2).toFixed(2)}" stroke-linecap="round"`,
    );
  };
  for (let i = 0; i < count; i++) {
    const angle = (rng() < 0.5 ? -1 : 1) * (0.35 + rng() * 0.5);
    walk(rng() * 0.6, rng(), angle, 10 + Math.floor(rng() * 12), 0.5 + rng() * 1.3, 0);
  }
}

/** Walls, floor, ceiling, windows with their views, trims and the daylight. */
function drawShell(sh: Shell, openings: Opening[], view: ViewKind): void {
  const { cv, W, H, D, pal, rng } = sh;
  const L = -W / 2;
  const R = W / 2;
  const near = D - 0.15;
  const wall = pal.wall;
  const lightSide = cv.light;
  const wallBase = sh.marble ? '#ece6dc' : wall;
  // Ceiling, softly lit toward the back.
  cv.quad(
    [
      [L, H, 0],
      [R, H, 0],
      [R, H, near],
      [L, H, near],
    ],
    cv.linearAt(
      [
        [0, cv.c(shade(pal.ceiling, 0.05))],
        [1, cv.c(shade(pal.ceiling, -0.22))],
      ],
      [0, cv.p(0, H, 0)[1]],
      [0, 0],
    ),
  );
  // Back wall: brighter on the side of the light.
  const [bx0, by0] = cv.p(L, H, 0);
  const [bx1, by1] = cv.p(R, 0, 0);
  cv.rect(
    bx0,
    by0,
    bx1 - bx0,
    by1 - by0,
    cv.linearAt(
      [
        [0, cv.c(shade(wallBase, lightSide < 0 ? 0.08 : -0.1))],
        [1, cv.c(shade(wallBase, lightSide < 0 ? -0.1 : 0.08))],
      ],
      [bx0, 0],
      [bx1, 0],
    ),
  );
  cv.rect(
    bx0,
    by0,
    bx1 - bx0,
    by1 - by0,
    cv.linearAt(
      [
        [0, '#000000', 0.1],
        [0.3, '#000000', 0],
        [0.85, '#000000', 0],
        [1, '#000000', 0.12],
      ],
      [0, by0],
      [0, by1],
    ),
  );
  // Side walls: the one facing the light is brighter.
  for (const side of [-1, 1] as const) {
    const x = side < 0 ? L : R;
    const k = side === lightSide ? -0.16 : 0.02;
    const pts = [cv.p(x, H, 0), cv.p(x, H, near), cv.p(x, 0, near), cv.p(x, 0, 0)];
    cv.poly(
      pts,
      cv.linearAt(
        [
          [0, cv.c(shade(wallBase, k - 0.06))],
          [1, cv.c(shade(wallBase, k + 0.04))],
        ],
        pts[0]!,
        [pts[1]![0], pts[0]![1]],
      ),
    );
  }
  if (sh.marble) {
    // Veins stay on their own wall.
    const onPlane = (corners: [number, number, number][], draw: () => void) => {
      const clip = cv.clip(`<polygon points="${fmt(corners.map(([x, y, z]) => cv.p(x, y, z)))}"/>`);
      cv.group(`clip-path="${clip}"`, draw);
    };
    onPlane(
      [
        [L, H, 0],
        [R, H, 0],
        [R, 0, 0],
        [L, 0, 0],
      ],
      () => marbleVeins(sh, (t, u) => [L + t * W, u * H, 0], 14),
    );
    onPlane(
      [
        [L, H, 0],
        [L, H, near],
        [L, 0, near],
        [L, 0, 0],
      ],
      () => marbleVeins(sh, (t, u) => [L, u * H, t * (D - 0.6)], 8),
    );
    onPlane(
      [
        [R, H, 0],
        [R, H, near],
        [R, 0, near],
        [R, 0, 0],
      ],
      () => marbleVeins(sh, (t, u) => [R, u * H, t * (D - 0.6)], 8),
    );
  } else if (pal.featureKind === 'panels') {
    // Wainscot panel mouldings on the back wall.
    const n = Math.max(3, Math.round(W / 1.1));
    for (let i = 0; i < n; i++) {
      const x0 = L + 0.18 + (i * (W - 0.36)) / n + 0.06;
      const x1 = L + 0.18 + ((i + 1) * (W - 0.36)) / n - 0.06;
      for (const [y0, y1] of [
        [0.3, 0.95],
        [1.15, H - 0.35],
      ] as const) {
        const [ax, ay] = cv.p(x0, y1, 0);
        const [cx, cy] = cv.p(x1, y0, 0);
        cv.rect(ax, ay, cx - ax, cy - ay, 'none', `stroke="${cv.c(shade(wall, 0.35))}" stroke-width="2.2"`);
        cv.rect(
          ax + 2,
          ay + 2,
          cx - ax - 2,
          cy - ay - 2,
          'none',
          `stroke="${cv.c(shade(wall, -0.2))}" stroke-width="1.2" opacity="0.7"`,
        );
      }
    }
  }
  // Floor: wood planks or large marble tiles.
  const floor = sh.marble ? '#e4ddd2' : pal.floor;
  const fpts = [cv.p(L, 0, 0), cv.p(R, 0, 0), cv.p(R, 0, near + 2), cv.p(L, 0, near + 2)];
  cv.poly(
    fpts,
    cv.linearAt(
      [
        [0, cv.c(shade(floor, -0.05))],
        [1, cv.c(shade(floor, 0.06))],
      ],
      [0, fpts[0]![1]],
      [0, 800],
    ),
  );
  if (sh.marble) {
    for (let x = L; x <= R + 0.01; x += 0.8)
      cv.line(cv.p(x, 0.001, 0), cv.p(x, 0.001, near + 2), cv.c(shade(floor, -0.2)), 1, 'opacity="0.6"');
    for (let z = 0.8; z < near + 2; z += 0.8)
      cv.line(cv.p(L, 0.001, z), cv.p(R, 0.001, z), cv.c(shade(floor, -0.2)), 1, 'opacity="0.6"');
    const floorClip = cv.clip(`<polygon points="${fmt(fpts)}"/>`);
    cv.group(`clip-path="${floorClip}"`, () => marbleVeins(sh, (t, u) => [L + u * W, 0.001, t * near], 8));
  } else {
    const plank = 0.19;
    const seams: [Pt, Pt][] = [];
    const joints: [Pt, Pt][] = [];
    for (let x = L + plank; x < R; x += plank) {
      if (rng() < 0.5) {
        const tone = cv.c(shade(floor, rng() < 0.5 ? 0.06 : -0.06));
        cv.poly(
          [cv.p(x, 0.001, 0), cv.p(x + plank, 0.001, 0), cv.p(x + plank, 0.001, near), cv.p(x, 0.001, near)],
          tone,
          'opacity="0.5"',
        );
      }
      seams.push([cv.p(x, 0.001, 0), cv.p(x, 0.001, near + 2)]);
      for (let z = rng() * 1.2; z < near; z += 1.1 + rng() * 0.9)
        joints.push([cv.p(x, 0.001, z), cv.p(x + plank, 0.001, z)]);
    }
    const dark = cv.c(shade(floor, -0.4));
    cv.segments(seams, dark, 1, 0.45);
    cv.segments(joints, dark, 1, 0.35);
  }
  // Skirting and cornice.
  for (const side of [-1, 1] as const) {
    const x = side < 0 ? L : R;
    cv.quad(
      [
        [x, 0.12, 0],
        [x, 0.12, near],
        [x, 0, near],
        [x, 0, 0],
      ],
      cv.c(shade(pal.trim, side === lightSide ? -0.12 : 0)),
    );
    cv.quad(
      [
        [x, H, 0],
        [x, H, near],
        [x, H - 0.1, near],
        [x, H - 0.1, 0],
      ],
      cv.c(shade(pal.trim, -0.05)),
    );
  }
  if (!sh.marble) {
    const [sx0, sy0] = cv.p(L, 0.12, 0);
    const [sx1, sy1] = cv.p(R, 0, 0);
    cv.rect(sx0, sy0, sx1 - sx0, sy1 - sy0, cv.c(pal.trim));
    cv.rect(sx0, sy0, sx1 - sx0, 1.5, cv.c(shade(pal.trim, 0.3)));
  }
  const [cx0, cy0] = cv.p(L, H, 0);
  const [cx1, cy1] = cv.p(R, H - 0.1, 0);
  cv.rect(cx0, cy0, cx1 - cx0, cy1 - cy0, cv.c(pal.trim));
  cv.rect(cx0, cy1 - 2, cx1 - cx0, 2, cv.c(shade(pal.trim, -0.25)));

  // Windows and what lies beyond.
  // One landscape behind all the windows: each opening shows its part of the same view.
  const boxes = openings.map((o) => openingCorners(sh, o).map(([x, y, z]) => cv.p(x, y, z)));
  const all = boxes.flat();
  const bounds = {
    x0: Math.max(-20, Math.min(...all.map((p) => p[0]))),
    y0: Math.min(...all.map((p) => p[1])),
    x1: Math.min(1220, Math.max(...all.map((p) => p[0]))),
    y1: Math.max(...all.map((p) => p[1])),
  };
  const viewSeed = Math.floor(rng() * 2 ** 31);
  for (const o of openings) drawOpening(sh, o, view, bounds, viewSeed);

  // Contact shadows in the corners.
  const [kx0, ky0] = cv.p(L, H, 0);
  const [kx1, ky1] = cv.p(R, 0, 0);
  cv.rect(
    kx0,
    ky0,
    18,
    ky1 - ky0,
    cv.linear(
      [
        [0, '#000000', 0.14],
        [1, '#000000', 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  cv.rect(
    kx1 - 18,
    ky0,
    18,
    ky1 - ky0,
    cv.linear(
      [
        [0, '#000000', 0],
        [1, '#000000', 0.14],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  cv.quad(
    [
      [L, 0.001, 0],
      [R, 0.001, 0],
      [R, 0.001, 0.25],
      [L, 0.001, 0.25],
    ],
    cv.linear([
      [0, '#000000', 0.2],
      [1, '#000000', 0],
    ]),
  );

  // Recessed downlights washing the back wall.
  const lights = Math.max(2, Math.round(W / 1.4));
  for (let i = 0; i < lights; i++) {
    const x = L + ((i + 0.5) * W) / lights;
    const [dx, dy] = cv.p(x, H, 0.35);
    const s = cv.s(0.35);
    cv.ellipse(dx, dy, 0.06 * s, 0.012 * s, cv.mood.lamps > 0 ? '#fff3d8' : cv.c('#d8d2c6'));
    if (cv.mood.lamps > 0) {
      const [wx, wy] = cv.p(x, H - 0.6, 0);
      cv.glow(wx, wy, 0.45 * cv.s(0), cv.mood.lamps * 0.35, '#ffd9a3', 0.9 * cv.s(0));
    }
  }
}

function openingCorners(sh: Shell, o: Opening): [number, number, number][] {
  if (o.wall === 'back')
    return [
      [o.a0, o.y1, 0],
      [o.a1, o.y1, 0],
      [o.a1, o.y0, 0],
      [o.a0, o.y0, 0],
    ];
  const x = o.wall < 0 ? -sh.W / 2 : sh.W / 2;
  return [
    [x, o.y1, o.a0],
    [x, o.y1, o.a1],
    [x, o.y0, o.a1],
    [x, o.y0, o.a0],
  ];
}

function drawOpening(sh: Shell, o: Opening, view: ViewKind, bounds: Bounds, viewSeed: number): void {
  const { cv, W, H, pal } = sh;
  const t = 0.2;
  const frame = cv.c(sh.marble ? '#2b2a2a' : shade(pal.trim, -0.05));
  const revealColor = sh.marble ? '#e8e1d6' : shade(pal.trim, -0.08);
  let corners3: [number, number, number][];
  if (o.wall === 'back') {
    corners3 = [
      [o.a0, o.y1, 0],
      [o.a1, o.y1, 0],
      [o.a1, o.y0, 0],
      [o.a0, o.y0, 0],
    ];
  } else {
    const x = o.wall < 0 ? -W / 2 : W / 2;
    corners3 = [
      [x, o.y1, o.a0],
      [x, o.y1, o.a1],
      [x, o.y0, o.a1],
      [x, o.y0, o.a0],
    ];
  }
  const pts = corners3.map(([x, y, z]) => cv.p(x, y, z));
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const clip = cv.clip(`<polygon points="${fmt(pts)}"/>`);
  cv.group(`clip-path="${clip}"`, () => {
    drawView(cv, view, bounds, mulberry32(viewSeed));
    // Glass and frame, set back in the wall.
    if (o.wall === 'back') {
      const [gx0, gy0] = cv.p(o.a0, o.y1, -t);
      const [gx1, gy1] = cv.p(o.a1, o.y0, -t);
      const fw = 0.05 * cv.s(-t);
      for (let i = 1; i < o.mullions; i++) {
        const mx = gx0 + ((gx1 - gx0) * i) / o.mullions;
        cv.rect(mx - fw / 2, gy0, fw, gy1 - gy0, frame);
      }
      cv.rect(gx0, gy0 + (gy1 - gy0) * 0.22, gx1 - gx0, fw * 0.8, frame);
      cv.rect(gx0, gy0, gx1 - gx0, gy1 - gy0, 'none', `stroke="${frame}" stroke-width="${fw * 1.6}"`);
      // Reveals: the jambs that face the camera.
      const j = (x: number) =>
        cv.quad(
          [
            [x, o.y1, -t],
            [x, o.y1, 0],
            [x, o.y0, 0],
            [x, o.y0, -t],
          ],
          cv.c(shade(revealColor, x < cv.cam.ex ? (cv.light < 0 ? -0.05 : -0.2) : cv.light > 0 ? -0.05 : -0.2)),
        );
      if (cv.cam.ex > o.a0) j(o.a0);
      if (cv.cam.ex < o.a1) j(o.a1);
      cv.quad(
        [
          [o.a0, o.y0, -t],
          [o.a1, o.y0, -t],
          [o.a1, o.y0, 0],
          [o.a0, o.y0, 0],
        ],
        cv.c(shade(revealColor, 0.1)),
      );
      cv.quad(
        [
          [o.a0, o.y1, -t],
          [o.a1, o.y1, -t],
          [o.a1, o.y1, 0],
          [o.a0, o.y1, 0],
        ],
        cv.c(shade(revealColor, -0.25)),
      );
    } else {
      const x = o.wall < 0 ? -W / 2 - t : W / 2 + t;
      const fw = 0.05;
      for (let i = 1; i < o.mullions; i++) {
        const z = o.a0 + ((o.a1 - o.a0) * i) / o.mullions;
        cv.quad(
          [
            [x, o.y1, z - fw / 2],
            [x, o.y1, z + fw / 2],
            [x, o.y0, z + fw / 2],
            [x, o.y0, z - fw / 2],
          ],
          frame,
        );
      }
      const ty = o.y1 - (o.y1 - o.y0) * 0.22;
      cv.quad(
        [
          [x, ty + fw / 2, o.a0],
          [x, ty + fw / 2, o.a1],
          [x, ty - fw / 2, o.a1],
          [x, ty - fw / 2, o.a0],
        ],
        frame,
      );
      const wx = o.wall < 0 ? -W / 2 : W / 2;
      cv.quad(
        [
          [x, o.y1, o.a0],
          [wx, o.y1, o.a0],
          [wx, o.y0, o.a0],
          [x, o.y0, o.a0],
        ],
        cv.c(shade(revealColor, -0.1)),
      );
      cv.quad(
        [
          [x, o.y0, o.a0],
          [wx, o.y0, o.a0],
          [wx, o.y0, o.a1],
          [x, o.y0, o.a1],
        ],
        cv.c(shade(revealColor, 0.1)),
      );
      cv.quad(
        [
          [x, o.y1, o.a0],
          [wx, o.y1, o.a0],
          [wx, o.y1, o.a1],
          [x, o.y1, o.a1],
        ],
        cv.c(shade(revealColor, -0.25)),
      );
    }
  });
  // Daylight on the floor.
  if (o.wall === 'back') {
    lightPatch(
      cv,
      [
        [o.a0, o.y0, 0],
        [o.a1, o.y0, 0],
        [o.a1, o.y1, 0],
        [o.a0, o.y1, 0],
      ],
      cv.light * -0.35,
      cv.mood.name === 'golden' ? 1.5 : 0.9,
    );
  } else {
    const dx = (o.wall < 0 ? 1 : -1) * (cv.mood.name === 'golden' ? 1.4 : 0.75);
    lightPatch(cv, corners3, dx, 0.25);
  }
  if (o.wall !== 'back' && cv.mood.daylight > 0) {
    // Sunlight glow around the window.
    const [gx, gy] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
    cv.glow(
      gx,
      gy,
      (Math.max(...xs) - Math.min(...xs)) * 1.8,
      0.3 * cv.mood.daylight,
      cv.mood.lightColor,
      (Math.max(...ys) - Math.min(...ys)) * 0.75,
    );
  }
  // Curtains and rod.
  const curtainY0 = 0.02;
  const curtainY1 = H - 0.12;
  const folds = 7;
  if (o.wall === 'back') {
    const z = 0.08;
    const [rx0, ry] = cv.p(o.a0 - 0.55, curtainY1 + 0.03, z);
    const [rx1] = cv.p(o.a1 + 0.55, curtainY1 + 0.03, z);
    for (const [a, b] of [
      [o.a0 - 0.5, o.a0 + 0.12],
      [o.a1 - 0.12, o.a1 + 0.5],
    ] as const) {
      const sheer = [
        cv.p(a + (a < o.a0 ? 0.55 : -0.35), curtainY1, z - 0.02),
        cv.p(b + (a < o.a0 ? 0.35 : -0.55), curtainY1, z - 0.02),
        cv.p(b + (a < o.a0 ? 0.35 : -0.55), curtainY0, z - 0.02),
        cv.p(a + (a < o.a0 ? 0.55 : -0.35), curtainY0, z - 0.02),
      ];
      curtain(cv, sheer, '#f6f1e7', 9, true);
      curtain(
        cv,
        [cv.p(a, curtainY1, z), cv.p(b, curtainY1, z), cv.p(b, curtainY0, z), cv.p(a, curtainY0, z)],
        pal.curtain,
        folds,
      );
    }
    cv.rect(rx0, ry - 3, rx1 - rx0, 5, cv.c(pal.metal));
  } else {
    const x = (o.wall < 0 ? -W / 2 : W / 2) - o.wall * 0.07;
    for (const [a, b] of [
      [o.a0 - 0.55, o.a0 + 0.1],
      [o.a1 - 0.1, o.a1 + 0.55],
    ] as const) {
      curtain(
        cv,
        [cv.p(x, curtainY1, a), cv.p(x, curtainY1, b), cv.p(x, curtainY0, b), cv.p(x, curtainY0, a)],
        pal.curtain,
        folds,
      );
    }
    const r0 = cv.p(x, curtainY1 + 0.03, o.a0 - 0.6);
    const r1 = cv.p(x, curtainY1 + 0.03, o.a1 + 0.6);
    cv.line(r0, r1, cv.c(pal.metal), Math.max(3, 0.03 * cv.s(o.a0)));
  }
}

/** A large framed colour-field painting hung on a side wall, seen in perspective. */
function sideArt(sh: Shell, side: -1 | 1, z0: number, z1: number, y0: number, y1: number): void {
  const { cv, W, pal, rng } = sh;
  const x = side * (W / 2 - 0.01);
  const quad = (a0: number, a1: number, b0: number, b1: number, off = 0): Pt[] => [
    cv.p(x - side * off, b1, a0),
    cv.p(x - side * off, b1, a1),
    cv.p(x - side * off, b0, a1),
    cv.p(x - side * off, b0, a0),
  ];
  const f = 0.04;
  const m = 0.09;
  // Shadow on the wall, frame, mat, painting.
  cv.poly(quad(z0 + 0.03, z1 + 0.05, y0 - 0.04, y1 - 0.02), '#000000', 'opacity="0.14"');
  cv.poly(
    quad(z0, z1, y0, y1, 0.03),
    cv.linear([
      [0, cv.c(shade(pal.metal, 0.25))],
      [1, cv.c(shade(pal.metal, -0.3))],
    ]),
  );
  cv.poly(quad(z0 + f, z1 - f, y0 + f, y1 - f, 0.03), cv.c('#f3eee3'));
  const colors = pal.art.map((c) => cv.c(c));
  const order = rng() < 0.5 ? [0, 1, 2] : [2, 0, 1];
  const c = (i: number) => colors[order[i]!] ?? '#1f2b45';
  cv.poly(
    quad(z0 + f + m, z1 - f - m, y0 + f + m, y1 - f - m, 0.03),
    cv.linear([
      [0, c(0)],
      [0.42, c(0)],
      [0.46, c(1)],
      [0.7, c(1)],
      [0.74, c(2)],
      [1, c(2)],
    ]),
  );
}

/** The wall panelling behind the bed. */
function featureWall(sh: Shell, x0: number, x1: number): void {
  const { cv, H, pal } = sh;
  const [ax, ay] = cv.p(x0, H - 0.1, 0.02);
  const [bx, by] = cv.p(x1, 0.12, 0.02);
  const base = cv.c(pal.feature);
  const w = bx - ax;
  cv.rect(
    ax - 6,
    ay,
    w + 12,
    by - ay,
    cv.linear(
      [
        [0, '#000000', 0],
        [0.008, '#000000', 0.18],
        [0.992, '#000000', 0.18],
        [1, '#000000', 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  if (pal.featureKind === 'fluted' || pal.featureKind === 'slats') {
    const period = (pal.featureKind === 'slats' ? 0.09 : 0.06) * cv.s(0.02);
    const id = cv.id('f');
    const stops =
      pal.featureKind === 'slats'
        ? `<stop offset="0" stop-color="${shade(base, 0.1)}"/><stop offset="0.72" stop-color="${shade(base, -0.08)}"/><stop offset="0.74" stop-color="${shade(base, -0.6)}"/><stop offset="1" stop-color="${shade(base, -0.6)}"/>`
        : `<stop offset="0" stop-color="${shade(base, -0.12)}"/><stop offset="0.35" stop-color="${shade(base, 0.12)}"/><stop offset="0.8" stop-color="${shade(base, -0.02)}"/><stop offset="1" stop-color="${shade(base, -0.18)}"/>`;
    cv.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${ax}" y1="0" x2="${ax + period}" y2="0" spreadMethod="repeat">${stops}</linearGradient>`,
    );
    cv.rect(ax, ay, w, by - ay, `url(#${id})`);
  } else {
    cv.rect(ax, ay, w, by - ay, base);
    if (pal.featureKind === 'channel') {
      const rows = 9;
      for (let i = 1; i < rows; i++) {
        const y = ay + ((by - ay) * i) / rows;
        cv.line([ax, y], [bx, y], shade(base, -0.35), 1.5, 'opacity="0.6"');
        cv.line([ax, y + 1.5], [bx, y + 1.5], shade(base, 0.25), 1, 'opacity="0.4"');
      }
    } else {
      const inset = 0.12 * cv.s(0);
      cv.rect(
        ax + inset,
        ay + inset,
        w - inset * 2,
        by - ay - inset * 2,
        'none',
        `stroke="${cv.c(pal.metal)}" stroke-width="1.6" opacity="0.8"`,
      );
    }
  }
  cv.rect(
    ax,
    ay,
    w,
    by - ay,
    cv.linearAt(
      [
        [0, '#000000', 0.12],
        [0.5, '#000000', 0],
        [1, '#000000', 0.18],
      ],
      [0, ay],
      [0, by],
    ),
  );
  // Brass edge trims.
  cv.rect(ax - 1.5, ay, 3, by - ay, cv.c(pal.metal), 'opacity="0.9"');
  cv.rect(bx - 1.5, ay, 3, by - ay, cv.c(pal.metal), 'opacity="0.9"');
}

function chandelier(sh: Shell, x: number, z: number, drop: number): void {
  const { cv, H, pal } = sh;
  const y = H - drop;
  const on = Math.max(0.35, cv.mood.lamps);
  const top = cv.p(x, H, z);
  const pts = ring(cv, x, y, z, 0.5, 0.5, 48);
  const centre = cv.p(x, y, z);
  cv.line(top, centre, cv.c(pal.metal), 1.5);
  for (const i of [0, 16, 32]) cv.line(top, pts[i]!, cv.c(pal.metal), 0.8, 'opacity="0.8"');
  cv.glow(centre[0], centre[1], 0.9 * cv.s(z), 0.5 * on, '#ffd49a', 0.5 * cv.s(z));
  cv.add(
    `<polygon points="${fmt(pts)}" fill="none" stroke="${cv.c(pal.metal)}" stroke-width="${Math.max(2, 0.02 * cv.s(z)).toFixed(1)}"/>`,
  );
  const inner = ring(cv, x, y - 0.12, z, 0.32, 0.32, 48);
  cv.add(`<polygon points="${fmt(inner)}" fill="none" stroke="${cv.c(shade(pal.metal, -0.1))}" stroke-width="1.5"/>`);
  for (let i = 0; i < 48; i += 4) {
    const [px, py] = pts[i]!;
    cv.glow(px, py, 0.1 * cv.s(z), on, '#ffe2b0');
    cv.ellipse(px, py, 0.022 * cv.s(z), 0.022 * cv.s(z), '#fff6e2');
  }
}

function bedroom(spec: SceneSpec): Canvas {
  const sh = makeCanvas(spec, 1.05, 1.55, spec.type === 'single' ? 560 : 640);
  const { cv, W, H, rng, pal } = sh;
  const side = spec.windowSide;
  cv.light = side;
  const bw = DIMS[spec.type].bed;
  const z1 = Math.min(2.3, sh.D - (cv.cam.f * (W / 2 + side * cv.cam.ex)) / 620);
  drawShell(sh, [{ wall: side, a0: 0.35, a1: Math.max(1.5, z1), y0: 0.45, y1: H - 0.3, mullions: 2 }], spec.view);
  const bx = side * -0.05;
  featureWall(sh, bx - bw / 2 - 0.95, bx + bw / 2 + 0.95);
  // The larger rooms have an armchair and a floor lamp on that wall instead.
  if (spec.type === 'single' || spec.type === 'double') sideArt(sh, -side as -1 | 1, 0.3, 1.1, 1.3, 2.1);
  // Art above the headboard: one wide piece or a pair.
  const s0 = cv.s(0.02);
  const [ax, ay] = cv.p(bx, H - 0.45, 0.02);
  const artH = Math.min(0.75, H - 2.25) * s0;
  if (rng() < 0.5 || bw < 1.6) {
    const aw = Math.min(bw * 0.62, 1.25) * s0;
    artwork(cv, ax - aw / 2, ay, ax + aw / 2, ay + artH, pal, rng);
  } else {
    const aw = 0.5 * s0;
    const gap = 0.12 * s0;
    artwork(cv, ax - gap / 2 - aw, ay, ax - gap / 2, ay + artH, pal, rng);
    artwork(cv, ax + gap / 2, ay, ax + gap / 2 + aw, ay + artH, pal, rng);
  }
  const bedLen = 2.1;
  rug(cv, bx - bw / 2 - 0.8, bx + bw / 2 + 0.8, 0.9, 0.9 + bedLen + 0.5, pal);
  cv.shadowLayer();
  // Nightstands, and lamps on them.
  const nx = bw / 2 + 0.12 + 0.36;
  nightstand(cv, bx - nx, 0.06, pal);
  nightstand(cv, bx + nx, 0.06, pal);
  bed(cv, bx, bw, bedLen, 0.04, pal);
  tableLamp(cv, bx - nx, 0.61, 0.26, pal);
  tableLamp(cv, bx + nx, 0.61, 0.26, pal);
  if (rng() < 0.6) flowers(cv, bx + side * nx + side * 0.14, 0.61, 0.3, pal, rng, 0.7);
  if (spec.type !== 'single') bench(cv, bx, 2.52, Math.min(1.4, bw * 0.7), pal);
  // An armchair in the corner across from the window, turned toward the room.
  const chairX = -side * (W / 2 - 0.6);
  if (spec.type === 'deluxe' || spec.type === 'suite') {
    floorLamp(cv, chairX + side * -0.05, 1.85, pal);
    armchair(cv, chairX, 2.5, pal, side as 1 | -1);
  } else {
    plant(cv, chairX + side * 0.05, 1.3, 1.5, pal, rng);
  }
  if (spec.type === 'suite') chandelier(sh, bx, 1.9, 0.75);
  return cv;
}

function lounge(spec: SceneSpec): Canvas {
  const sh = makeCanvas(spec, 1.0);
  const { cv, W, H, rng, pal } = sh;
  cv.light = spec.shift > 0 ? -1 : 1;
  const twin = spec.type === 'suite' || (spec.type === 'deluxe' && rng() < 0.5);
  const openings: Opening[] = twin
    ? [
        { wall: 'back', a0: -W / 2 + 0.55, a1: -0.45, y0: 0.3, y1: H - 0.35, mullions: 2 },
        { wall: 'back', a0: 0.45, a1: W / 2 - 0.55, y0: 0.3, y1: H - 0.35, mullions: 2 },
      ]
    : [{ wall: 'back', a0: -W * 0.3, a1: W * 0.3, y0: 0.3, y1: H - 0.35, mullions: 3 }];
  drawShell(sh, openings, spec.view);
  sideArt(sh, cv.light, 0.5, 1.5, 1.3, 2.2);
  if (twin) {
    const [ax, ay] = cv.p(-0.28, H - 0.7, 0.02);
    const [bx, by] = cv.p(0.28, H - 1.5, 0.02);
    artwork(cv, ax, ay, bx, by, pal, rng);
  }
  if (spec.type === 'suite') {
    rug(cv, -2.1, 2.1, 0.45, 3.1, pal);
    cv.shadowLayer();
    plant(cv, -W / 2 + 0.4, 0.45, 1.7, pal, rng);
    floorLamp(cv, 1.55, 0.7, pal);
    sofa(cv, 0, 1.05, pal);
    armchair(cv, -1.8, 2.3, pal, 1);
    armchair(cv, 1.8, 2.3, pal, -1);
    roundTable(cv, 0, 2.3, 0.5, 0.4, pal, '#efe9df');
    flowers(cv, 0.05, 0.4, 2.3, pal, rng, 0.8);
    chandelier(sh, 0, 2.2, 0.8);
  } else if (spec.type === 'single') {
    // Writing desk under the window, armchair by the lamp.
    const dz0 = 0.1;
    const dz1 = 0.7;
    cv.shadow(-0.75, 0.75, dz0, dz1, 0.3, 0.06);
    for (const lx of [-0.72, 0.72])
      cv.box({ x0: lx - 0.025, x1: lx + 0.025, y0: 0, y1: 0.72, z0: dz1 - 0.06, z1: dz1 - 0.01 }, pal.metal);
    const desk = cv.box({ x0: -0.78, x1: 0.78, y0: 0.7, y1: 0.75, z0: dz0, z1: dz1 }, pal.wood, { sheen: 0.1 });
    void desk;
    cv.box({ x0: -0.7, x1: -0.3, y0: 0.75, y1: 0.8, z0: 0.25, z1: 0.5 }, '#24314d');
    cv.box({ x0: -0.68, x1: -0.33, y0: 0.8, y1: 0.84, z0: 0.26, z1: 0.48 }, '#b98d45');
    tableLamp(cv, 0.5, 0.75, 0.32, pal, 0.8);
    flowers(cv, -0.5, 0.84, 0.38, pal, rng, 0.5);
    // The desk chair, seen from behind.
    cv.shadow(-0.28, 0.28, 0.85, 1.35, 0.35, 0.05);
    for (const lx of [-0.24, 0.24])
      cv.box({ x0: lx - 0.02, x1: lx + 0.02, y0: 0, y1: 0.46, z0: 1.3, z1: 1.34 }, pal.metal);
    cv.box({ x0: -0.28, x1: 0.28, y0: 0.42, y1: 0.5, z0: 0.8, z1: 1.32 }, pal.chair, { r: 0.03, soft: true });
    cv.box({ x0: -0.26, x1: 0.26, y0: 0.5, y1: 0.98, z0: 1.28, z1: 1.36 }, pal.chair, {
      r: 0.06,
      soft: true,
      sheen: 0.25,
    });
    rug(cv, -1.5, 1.5, 1.5, 3.4, pal);
    cv.shadowLayer();
    const cx = cv.light < 0 ? W / 2 - 0.7 : -W / 2 + 0.7;
    floorLamp(cv, cx + (cv.light < 0 ? 0.15 : -0.15), 1.2, pal);
    armchair(cv, cx, 1.9, pal, cv.light < 0 ? -1 : 1);
    plant(cv, -cx, 0.5, 1.4, pal, rng);
  } else {
    rug(cv, -1.6, 1.6, 0.6, 2.9, pal);
    cv.shadowLayer();
    plant(cv, cv.light < 0 ? W / 2 - 0.45 : -W / 2 + 0.45, 0.5, 1.5, pal, rng);
    floorLamp(cv, cv.light < 0 ? -1.45 : 1.45, 0.75, pal);
    armchair(cv, -0.65, 1.3, pal, 0);
    armchair(cv, 0.65, 1.3, pal, 0);
    roundTable(cv, 0, 1.15, 0.24, 0.55, pal, pal.wood);
    flowers(cv, 0, 0.55, 1.15, pal, rng, 0.6);
    // A low marble coffee table with books.
    roundTable(cv, 0, 2.3, 0.42, 0.38, pal, '#ece6dc');
    cv.box({ x0: -0.16, x1: 0.14, y0: 0.38, y1: 0.42, z0: 2.2, z1: 2.4 }, pal.accent, { r: 0.005 });
    cv.box({ x0: -0.13, x1: 0.12, y0: 0.42, y1: 0.45, z0: 2.22, z1: 2.38 }, '#efe7d8', { r: 0.005 });
  }
  return cv;
}

function bath(spec: SceneSpec): Canvas {
  const sh = makeCanvas(spec, 0.9);
  const { cv, W, H, rng, pal } = sh;
  const vanitySide = spec.windowSide;
  cv.light = -vanitySide as -1 | 1;
  drawShell(sh, [{ wall: 'back', a0: -0.95, a1: 0.95, y0: 0.7, y1: H - 0.35, mullions: 2 }], spec.view);
  cv.shadowLayer();
  // Vanity on a side wall: walnut drawers, marble top, vessel basins, round mirrors.
  const vx = vanitySide * (W / 2);
  const inner = vx - vanitySide * 0.58;
  const vb = vanitySide > 0 ? { x0: inner, x1: vx } : { x0: vx, x1: inner };
  cv.shadow(vb.x0, vb.x1, 0.3, 2.3, 0.3, 0.05);
  cv.box({ ...vb, y0: 0.2, y1: 0.82, z0: 0.3, z1: 2.3 }, pal.wood, { sheen: 0.15 });
  cv.box({ ...vb, y0: 0.82, y1: 0.87, z0: 0.28, z1: 2.32 }, '#f1ece4', { sheen: 0.05 });
  const wallX = vx - vanitySide * 0.01;
  for (const mz of [0.85, 1.75]) {
    cylinder(cv, inner + vanitySide * 0.28, mz, 0.2, 0.87, 1.0, '#f7f4ef', 0.2, 0.12);
    const pts: Pt[] = [];
    for (let i = 0; i < 40; i++) {
      const a = (i / 40) * Math.PI * 2;
      pts.push(cv.p(wallX, 1.55 + Math.sin(a) * 0.38, mz + Math.cos(a) * 0.38));
    }
    cv.poly(
      pts,
      cv.linear(
        [
          [0, cv.c('#d6d0c4')],
          [1, cv.c('#8e8a84')],
        ],
        0,
        0,
        1,
        1,
      ),
      `stroke="${cv.c(pal.metal)}" stroke-width="4"`,
    );
    const [sx, sy] = cv.p(wallX, 1.55, mz + 0.5 * (mz < 1 ? -1 : 1) * 1.05);
    if (cv.mood.lamps > 0) cv.glow(sx, sy, 0.25 * cv.s(mz), cv.mood.lamps, '#ffd59c', 0.4 * cv.s(mz));
  }
  // Freestanding tub before the window, with a floor-mounted filler and a bath mat.
  rug(cv, -vanitySide * 0.25 - 0.55, -vanitySide * 0.25 + 0.55, 1.85, 2.45, pal);
  const tx = -vanitySide * 0.25;
  const tz = 1.25;
  cv.roundShadow(tx, tz, 0.95, 0.45, 0.5);
  cylinder(cv, tx, tz, 0.85, 0.02, 0.6, '#f8f6f1', 0.42, 0.7);
  const rim = ring(cv, tx, 0.6, tz, 0.85, 0.42, 48);
  cv.poly(rim, cv.c('#fbfaf6'));
  const water = ring(cv, tx, 0.56, tz, 0.76, 0.34, 48);
  cv.poly(
    water,
    cv.linear([
      [0, cv.c('#d9e2e4')],
      [1, cv.c('#b8c8cc')],
    ]),
  );
  const fx = tx + vanitySide * 1.0;
  cylinder(cv, fx, tz, 0.03, 0, 0.95, pal.metal);
  const [fx0, fy0] = cv.p(fx, 0.95, tz);
  const [fx1, fy1] = cv.p(fx - vanitySide * 0.25, 0.88, tz);
  cv.path(
    `M${fx0},${fy0}Q${(fx0 + fx1) / 2},${fy0 - 14} ${fx1},${fy1}`,
    'none',
    `stroke="${cv.c(pal.metal)}" stroke-width="${(0.025 * cv.s(tz)).toFixed(1)}" stroke-linecap="round"`,
  );
  // Stool with folded towels and a candle, plant in the corner.
  const stx = -vanitySide * (W / 2 - 0.7);
  cv.roundShadow(stx, 2.1, 0.28, 0.4);
  cylinder(cv, stx, 2.1, 0.22, 0, 0.45, pal.wood);
  cv.box({ x0: stx - 0.17, x1: stx + 0.17, y0: 0.45, y1: 0.53, z0: 2.0, z1: 2.22 }, '#f6f3ec', { r: 0.02, soft: true });
  cv.box({ x0: stx - 0.15, x1: stx + 0.15, y0: 0.53, y1: 0.6, z0: 2.02, z1: 2.2 }, pal.accent, { r: 0.02, soft: true });
  plant(cv, -vanitySide * (W / 2 - 0.4), 0.4, 1.6, pal, rng);
  // Globe pendants over the tub.
  for (const [dx, drop] of [
    [-0.35, 0.9],
    [0, 1.15],
    [0.35, 0.8],
  ] as const) {
    const [px, py] = cv.p(tx + dx, H - drop, tz - 0.1);
    const [, topY] = cv.p(tx + dx, H, tz - 0.1);
    const r = 0.08 * cv.s(tz);
    cv.line([px, topY], [px, py - r], cv.c(pal.metal), 1);
    cv.glow(px, py, r * 4, Math.max(0.3, cv.mood.lamps), '#ffdcaa');
    cv.ellipse(
      px,
      py,
      r,
      r,
      cv.radialAt(
        [
          [0, '#fffaf0'],
          [1, cv.mood.lamps > 0 ? '#f3d9a8' : cv.c('#e6e0d4')],
        ],
        px - r * 0.3,
        py - r * 0.3,
        r * 1.3,
      ),
    );
  }
  return cv;
}

/** The SVG markup of one scene, 1200 × 800. */
export function renderScene(spec: SceneSpec): string {
  const cv = spec.kind === 'bedroom' ? bedroom(spec) : spec.kind === 'lounge' ? lounge(spec) : bath(spec);
  // A soft vignette: darkened edges, drawn as four narrow gradients (a full-frame radial one costs far more).
  const edge = '#0b0706';
  cv.rect(
    0,
    0,
    1200,
    140,
    cv.linear([
      [0, edge, 0.3],
      [1, edge, 0],
    ]),
  );
  cv.rect(
    0,
    660,
    1200,
    140,
    cv.linear([
      [0, edge, 0],
      [1, edge, 0.34],
    ]),
  );
  cv.rect(
    0,
    0,
    170,
    800,
    cv.linear(
      [
        [0, edge, 0.3],
        [1, edge, 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  cv.rect(
    1030,
    0,
    170,
    800,
    cv.linear(
      [
        [0, edge, 0],
        [1, edge, 0.3],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return cv.toString();
}
