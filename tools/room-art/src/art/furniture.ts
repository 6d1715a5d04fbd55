/** Room furniture drawn with the kit: beds, lamps, chairs, tables, art, plants, curtains. */

import type { Rng } from '../random.js';
import { type Canvas, fmt, mix, type Pt, roundedPath, shade } from './kit.js';

export interface Palette {
  wall: string;
  trim: string;
  ceiling: string;
  floor: string;
  feature: string;
  featureKind: 'fluted' | 'slats' | 'panels' | 'channel';
  headboard: string;
  linen: string;
  throw: string;
  accent: string;
  wood: string;
  metal: string;
  chair: string;
  rug: string;
  rugBorder: string;
  curtain: string;
  lampBase: string;
  art: string[];
}

/** A circle in a horizontal plane, projected: points around it. */
export function ring(cv: Canvas, x: number, y: number, z: number, rx: number, rz = rx, n = 36): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    pts.push(cv.p(x + Math.cos(a) * rx, y, z + Math.sin(a) * rz));
  }
  return pts;
}

function hullOf(pts: Pt[]): Pt[] {
  const s = [...pts].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const build = (list: Pt[]) => {
    const out: Pt[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    return out;
  };
  const lower = build(s);
  const upper = build([...s].reverse());
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** A vertical cylinder (table top, lamp base, tub), lit from the scene's light side. */
export function cylinder(
  cv: Canvas,
  x: number,
  z: number,
  r: number,
  y0: number,
  y1: number,
  color: string,
  rz = r,
  r0 = r,
): void {
  const top = ring(cv, x, y1, z, r, rz);
  const bottom = ring(cv, x, y0, z, r0, (rz * r0) / r);
  const body = hullOf([...top, ...bottom]);
  const xs = body.map((p) => p[0]);
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const base = cv.c(color);
  const lit = cv.light < 0;
  cv.poly(
    body,
    cv.linearAt(
      [
        [0, shade(base, lit ? 0.12 : -0.25)],
        [0.45, shade(base, 0.02)],
        [1, shade(base, lit ? -0.28 : 0.1)],
      ],
      [left, 0],
      [right, 0],
    ),
  );
  if (y1 < cv.cam.ey) cv.poly(top, shade(base, 0.12));
}

export function rug(cv: Canvas, x0: number, x1: number, z0: number, z1: number, pal: Palette): void {
  const q = (a: number, b: number, c: number, d: number, y = 0.006) =>
    [cv.p(a, y, c), cv.p(b, y, c), cv.p(b, y, d), cv.p(a, y, d)] as Pt[];
  cv.poly(q(x0, x1, z0, z1), cv.c(shade(pal.rug, -0.08)));
  cv.poly(q(x0 + 0.02, x1 - 0.02, z0 + 0.02, z1 - 0.02, 0.012), cv.c(pal.rug));
  const inset = 0.16;
  cv.add(
    `<polygon points="${fmt(q(x0 + inset, x1 - inset, z0 + inset, z1 - inset, 0.013))}" fill="none" stroke="${cv.c(pal.rugBorder)}" stroke-width="3" opacity="0.8"/>`,
  );
  cv.add(
    `<polygon points="${fmt(q(x0 + inset + 0.07, x1 - inset - 0.07, z0 + inset + 0.07, z1 - inset - 0.07, 0.013))}" fill="none" stroke="${cv.c(pal.rugBorder)}" stroke-width="1.2" opacity="0.55"/>`,
  );
}

export function bed(cv: Canvas, x: number, w: number, len: number, z0: number, pal: Palette): void {
  const l = x - w / 2;
  const r = x + w / 2;
  cv.shadow(l - 0.1, r + 0.1, z0, z0 + len + 0.15, 0.45, 0.12);
  // Upholstered headboard with channel tufting.
  const hb = cv.box({ x0: l - 0.12, x1: r + 0.12, y0: 0.05, y1: 1.5, z0, z1: z0 + 0.12 }, pal.headboard, {
    r: 0.05,
    soft: true,
    sheen: 0.14,
  });
  const [a, , c] = hb.front as [Pt, Pt, Pt, Pt];
  const channels = Math.round((w + 0.24) / 0.22);
  for (let i = 1; i < channels; i++) {
    const cx = a[0] + ((c[0] - a[0]) * i) / channels;
    cv.line([cx, a[1] + 6], [cx, c[1] - 4], cv.c(shade(pal.headboard, -0.35)), 1.6, 'opacity="0.55"');
    cv.line([cx + 1.6, a[1] + 6], [cx + 1.6, c[1] - 4], cv.c(shade(pal.headboard, 0.3)), 1, 'opacity="0.35"');
  }
  // Base and mattress.
  cv.box({ x0: l, x1: r, y0: 0.06, y1: 0.34, z0: z0 + 0.12, z1: z0 + 0.12 + len }, shade(pal.headboard, -0.1), {
    r: 0.02,
  });
  cv.box({ x0: l - 0.03, x1: r + 0.03, y0: 0.3, y1: 0.62, z0: z0 + 0.12, z1: z0 + 0.15 + len }, pal.linen, {
    r: 0.06,
    soft: true,
    sheen: 0.16,
  });
  // Turned-down top sheet.
  cv.box({ x0: l - 0.035, x1: r + 0.035, y0: 0.58, y1: 0.64, z0: z0 + 0.62, z1: z0 + 0.86 }, shade(pal.linen, 0.4), {
    r: 0.03,
    soft: true,
  });
  // Pillows: shams at the back, sleeping pillows, one accent cushion.
  const shams = w > 1.7 ? 3 : 2;
  for (let i = 0; i < shams; i++) {
    const px0 = l + 0.04 + (i * (w - 0.08)) / shams;
    const px1 = l + 0.04 + ((i + 1) * (w - 0.08)) / shams - 0.03;
    cv.box({ x0: px0, x1: px1, y0: 0.6, y1: 1.22, z0: z0 + 0.14, z1: z0 + 0.28 }, shade(pal.linen, -0.04), {
      r: 0.09,
      soft: true,
      sheen: 0.18,
    });
  }
  const pillows = w > 1.2 ? 2 : 1;
  for (let i = 0; i < pillows; i++) {
    const px0 = l + 0.08 + (i * (w - 0.16)) / pillows;
    const px1 = l + 0.08 + ((i + 1) * (w - 0.16)) / pillows - 0.05;
    cv.box({ x0: px0, x1: px1, y0: 0.6, y1: 1.02, z0: z0 + 0.3, z1: z0 + 0.45 }, shade(pal.linen, 0.5), {
      r: 0.1,
      soft: true,
      sheen: 0.2,
    });
  }
  const cw = Math.min(0.7, w * 0.38);
  const accent = cv.box(
    { x0: x - cw / 2, x1: x + cw / 2, y0: 0.6, y1: 0.9, z0: z0 + 0.46, z1: z0 + 0.56 },
    pal.accent,
    { r: 0.06, soft: true, sheen: 0.25 },
  );
  const [aa, , ac] = accent.front as [Pt, Pt, Pt, Pt];
  cv.line([aa[0] + 6, (aa[1] + ac[1]) / 2], [ac[0] - 6, (aa[1] + ac[1]) / 2], cv.c(pal.metal), 1.4, 'opacity="0.7"');
  // A runner across the foot of the bed, with gold piping.
  const rz0 = z0 + len - 0.85;
  const rz1 = z0 + len - 0.35;
  const t = cv.box({ x0: l - 0.07, x1: r + 0.07, y0: 0.6, y1: 0.66, z0: rz0, z1: rz1 }, pal.throw, {
    r: 0.02,
    soft: true,
    sheen: 0.22,
  });
  const [ta, tb, tc, td] = t.top as [Pt, Pt, Pt, Pt];
  for (const k of [0.12, 0.88]) {
    cv.line(
      [ta[0] + (td[0] - ta[0]) * k + 3, ta[1] + (td[1] - ta[1]) * k],
      [tb[0] + (tc[0] - tb[0]) * k - 3, tb[1] + (tc[1] - tb[1]) * k],
      cv.c(pal.metal),
      1.3,
      'opacity="0.8"',
    );
  }
}

export function nightstand(cv: Canvas, x: number, z0: number, pal: Palette, w = 0.55): void {
  cv.shadow(x - w / 2, x + w / 2, z0, z0 + 0.45, 0.35, 0.05);
  cv.box(
    { x0: x - w / 2 + 0.03, x1: x + w / 2 - 0.03, y0: 0, y1: 0.08, z0: z0 + 0.03, z1: z0 + 0.4 },
    shade(pal.wood, -0.4),
  );
  const b = cv.box({ x0: x - w / 2, x1: x + w / 2, y0: 0.08, y1: 0.58, z0, z1: z0 + 0.45 }, pal.wood, {
    r: 0.01,
    sheen: 0.18,
  });
  cv.box({ x0: x - w / 2 - 0.01, x1: x + w / 2 + 0.01, y0: 0.58, y1: 0.61, z0: z0 - 0.01, z1: z0 + 0.46 }, '#e9e3d8', {
    sheen: 0.05,
  });
  const [a, , c] = b.front as [Pt, Pt, Pt, Pt];
  const my = a[1] + (c[1] - a[1]) * 0.45;
  cv.line([a[0] + 3, my], [c[0] - 3, my], cv.c(shade(pal.wood, -0.45)), 1.4);
  const kx = (a[0] + c[0]) / 2;
  cv.rect(kx - 9, a[1] + (my - a[1]) * 0.5 - 1.5, 18, 3, cv.c(pal.metal));
  cv.rect(kx - 9, my + (c[1] - my) * 0.5 - 1.5, 18, 3, cv.c(pal.metal));
}

/** A table lamp standing at (x, y, z): ceramic base, pleated drum shade, glowing with the mood. */
export function tableLamp(cv: Canvas, x: number, y: number, z: number, pal: Palette, scale = 1): void {
  const s = cv.s(z) * scale;
  const [px, py] = cv.p(x, y, z);
  const on = cv.mood.lamps;
  const bw = 0.085 * s;
  const bh = 0.36 * s;
  const base = cv.c(pal.lampBase);
  cv.path(
    `M${px - bw * 0.5},${py}C${px - bw * 1.5},${py - bh * 0.3} ${px - bw * 1.2},${py - bh * 0.8} ${px - bw * 0.3},${py - bh}L${px + bw * 0.3},${py - bh}C${px + bw * 1.2},${py - bh * 0.8} ${px + bw * 1.5},${py - bh * 0.3} ${px + bw * 0.5},${py}Z`,
    cv.linearAt(
      [
        [0, shade(base, 0.25)],
        [0.5, base],
        [1, shade(base, -0.35)],
      ],
      [px - bw * 1.3, 0],
      [px + bw * 1.3, 0],
    ),
  );
  cv.rect(px - 1.2, py - bh - 0.06 * s, 2.4, 0.06 * s, cv.c(pal.metal));
  const top = py - bh - 0.04 * s;
  const sh = 0.27 * s;
  const wt = 0.15 * s;
  const wb = 0.21 * s;
  const shadeTop = top - sh;
  const lit = on > 0;
  const shadeFill = lit
    ? cv.linearAt(
        [
          [0, '#fff3d6'],
          [1, mix('#f0c98a', cv.c('#e9dfcc'), 1 - on)],
        ],
        [0, shadeTop],
        [0, top],
      )
    : cv.linearAt(
        [
          [0, cv.c('#f2ebdf')],
          [1, cv.c('#d9cfbf')],
        ],
        [0, shadeTop],
        [0, top],
      );
  if (lit) {
    cv.glow(px, shadeTop - sh * 0.3, sh * 3.2, 0.4 * on, '#ffcf8a', sh * 3.6);
    cv.glow(px, top + sh * 0.4, sh * 2.2, 0.5 * on, '#ffd9a0', sh * 1.2);
  }
  cv.poly(
    [
      [px - wt, shadeTop],
      [px + wt, shadeTop],
      [px + wb, top],
      [px - wb, top],
    ],
    shadeFill,
  );
  for (let i = 1; i < 8; i++) {
    const k = i / 8;
    cv.line(
      [px - wt + 2 * wt * k, shadeTop],
      [px - wb + 2 * wb * k, top],
      lit ? '#e9c58c' : cv.c('#cdbfa9'),
      0.7,
      'opacity="0.5"',
    );
  }
  cv.rect(px - wb, top - 1, wb * 2, 2, cv.c(pal.metal), 'opacity="0.8"');
  if (lit) cv.glow(px, shadeTop + sh * 0.4, sh * 1.1, 0.35 * on, '#fff0c8', sh * 0.9);
}

/** A floor lamp: gold column and drum shade. */
export function floorLamp(cv: Canvas, x: number, z: number, pal: Palette): void {
  const s = cv.s(z);
  const [bx, by] = cv.p(x, 0, z);
  const [, ty] = cv.p(x, 1.45, z);
  cv.roundShadow(x, z, 0.2, 0.3);
  cv.ellipse(bx, by, 0.16 * s, 0.03 * s, cv.c(shade(pal.metal, -0.2)));
  cv.rect(bx - 0.012 * s, ty, 0.024 * s, by - ty, cv.c(pal.metal));
  const on = cv.mood.lamps;
  const w = 0.23 * s;
  const h = 0.32 * s;
  if (on > 0) cv.glow(bx, ty - h * 0.4, h * 3, 0.45 * on, '#ffcf8a', h * 3.3);
  cv.rect(
    bx - w,
    ty - h,
    w * 2,
    h,
    on > 0
      ? cv.linear([
          [0, '#fff1d4'],
          [1, '#efc688'],
        ])
      : cv.linear([
          [0, cv.c('#f1e9dc')],
          [1, cv.c('#d6cab6')],
        ]),
  );
  cv.rect(bx - w, ty - h, w * 2, 2, cv.c(pal.metal));
  cv.rect(bx - w, ty - 2, w * 2, 2, cv.c(pal.metal));
}

/** An armchair facing the camera, or turned to face across the room (+1 faces right, -1 left). */
export function armchair(cv: Canvas, x: number, z: number, pal: Palette, facing: 0 | 1 | -1 = 0, w = 0.82): void {
  const d = 0.82;
  const col = pal.chair;
  const ex = cv.cam.ex;
  cv.shadow(x - w / 2, x + w / 2, z - d / 2, z + d / 2, 0.4, 0.1);
  const legs = (x0: number, x1: number, z0: number, z1: number) => {
    for (const [lx, lz] of [
      [x0 + 0.05, z1 - 0.05],
      [x1 - 0.05, z1 - 0.05],
    ] as const) {
      cv.box({ x0: lx - 0.018, x1: lx + 0.018, y0: 0, y1: 0.14, z0: lz - 0.02, z1: lz + 0.02 }, pal.metal);
    }
    void z0;
  };
  if (facing === 0) {
    const l = x - w / 2;
    const r = x + w / 2;
    const z0 = z - d / 2;
    const z1 = z + d / 2;
    legs(l, r, z0, z1);
    cv.box({ x0: l + 0.04, x1: r - 0.04, y0: 0.4, y1: 0.98, z0, z1: z0 + 0.2 }, col, {
      r: 0.07,
      soft: true,
      sheen: 0.2,
    });
    const arms = [
      { x0: l, x1: l + 0.16 },
      { x0: r - 0.16, x1: r },
    ];
    // The arm farther from the camera goes first.
    if (x > ex) arms.reverse();
    const [far, near] = arms as [{ x0: number; x1: number }, { x0: number; x1: number }];
    cv.box({ ...far, y0: 0.12, y1: 0.66, z0, z1 }, col, { r: 0.06, soft: true, sheen: 0.2 });
    cv.box({ x0: l + 0.14, x1: r - 0.14, y0: 0.12, y1: 0.46, z0: z0 + 0.12, z1: z1 + 0.01 }, shade(col, 0.06), {
      r: 0.07,
      soft: true,
      sheen: 0.25,
    });
    cv.box({ ...near, y0: 0.12, y1: 0.66, z0, z1 }, col, { r: 0.06, soft: true, sheen: 0.2 });
  } else {
    // Seen from the side: the back is on the wall side.
    const l = x - d / 2;
    const r = x + d / 2;
    const z0 = z - w / 2;
    const z1 = z + w / 2;
    legs(l, r, z0, z1);
    const back = facing > 0 ? { x0: l, x1: l + 0.2 } : { x0: r - 0.2, x1: r };
    const seat = facing > 0 ? { x0: l + 0.12, x1: r } : { x0: l, x1: r - 0.12 };
    const backFirst = facing > 0 ? back.x1 < ex : back.x0 > ex;
    const drawBack = () =>
      cv.box({ ...back, y0: 0.4, y1: 0.98, z0: z0 + 0.02, z1: z1 - 0.02 }, col, { r: 0.07, soft: true, sheen: 0.2 });
    cv.box({ x0: l, x1: r, y0: 0.12, y1: 0.66, z0, z1: z0 + 0.16 }, col, { r: 0.06, soft: true, sheen: 0.2 });
    if (backFirst) drawBack();
    cv.box({ ...seat, y0: 0.12, y1: 0.46, z0: z0 + 0.12, z1: z1 - 0.12 }, shade(col, 0.06), {
      r: 0.07,
      soft: true,
      sheen: 0.25,
    });
    if (!backFirst) drawBack();
    cv.box({ x0: l, x1: r, y0: 0.12, y1: 0.66, z0: z1 - 0.16, z1 }, col, { r: 0.06, soft: true, sheen: 0.2 });
  }
}

/** A three-seat sofa facing the camera. */
export function sofa(cv: Canvas, x: number, z: number, pal: Palette, w = 2.3): void {
  const d = 0.95;
  const l = x - w / 2;
  const r = x + w / 2;
  const z0 = z - d / 2;
  const z1 = z + d / 2;
  const col = pal.chair;
  cv.shadow(l, r, z0, z1, 0.45, 0.12);
  cv.box({ x0: l + 0.05, x1: r - 0.05, y0: 0.12, y1: 0.82, z0, z1: z0 + 0.22 }, col, {
    r: 0.06,
    soft: true,
    sheen: 0.18,
  });
  const arms = [
    { x0: l, x1: l + 0.2 },
    { x0: r - 0.2, x1: r },
  ];
  if (x > cv.cam.ex) arms.reverse();
  cv.box({ ...arms[0]!, y0: 0.1, y1: 0.62, z0, z1 }, col, { r: 0.06, soft: true, sheen: 0.2 });
  const seats = 3;
  const sw = (w - 0.4) / seats;
  // Back cushions, then seat cushions, near side last.
  for (let i = 0; i < seats; i++) {
    cv.box(
      {
        x0: l + 0.2 + i * sw + 0.01,
        x1: l + 0.2 + (i + 1) * sw - 0.01,
        y0: 0.42,
        y1: 0.86,
        z0: z0 + 0.16,
        z1: z0 + 0.34,
      },
      shade(col, 0.04),
      { r: 0.08, soft: true, sheen: 0.22 },
    );
  }
  cv.box({ x0: l + 0.18, x1: r - 0.18, y0: 0.1, y1: 0.3, z0: z0 + 0.2, z1: z1 }, shade(col, -0.05), { r: 0.02 });
  const order = [...Array(seats).keys()];
  if (x > cv.cam.ex) order.reverse();
  for (const i of order) {
    cv.box(
      {
        x0: l + 0.2 + i * sw + 0.01,
        x1: l + 0.2 + (i + 1) * sw - 0.01,
        y0: 0.28,
        y1: 0.46,
        z0: z0 + 0.3,
        z1: z1 + 0.02,
      },
      shade(col, 0.08),
      { r: 0.06, soft: true, sheen: 0.25 },
    );
  }
  // Scatter cushions.
  cv.box({ x0: l + 0.24, x1: l + 0.68, y0: 0.44, y1: 0.84, z0: z0 + 0.34, z1: z0 + 0.46 }, pal.accent, {
    r: 0.08,
    soft: true,
    sheen: 0.25,
  });
  cv.box({ x0: r - 0.68, x1: r - 0.24, y0: 0.44, y1: 0.84, z0: z0 + 0.34, z1: z0 + 0.46 }, pal.throw, {
    r: 0.08,
    soft: true,
    sheen: 0.25,
  });
  cv.box({ ...arms[1]!, y0: 0.1, y1: 0.62, z0, z1 }, col, { r: 0.06, soft: true, sheen: 0.2 });
}

/** An upholstered bench with brass legs (foot of the bed). */
export function bench(cv: Canvas, x: number, z: number, w: number, pal: Palette): void {
  cv.shadow(x - w / 2, x + w / 2, z - 0.22, z + 0.22, 0.35, 0.06);
  for (const lx of [x - w / 2 + 0.06, x + w / 2 - 0.06]) {
    cv.box({ x0: lx - 0.015, x1: lx + 0.015, y0: 0, y1: 0.3, z0: z + 0.14, z1: z + 0.18 }, pal.metal);
  }
  cv.box({ x0: x - w / 2, x1: x + w / 2, y0: 0.28, y1: 0.44, z0: z - 0.2, z1: z + 0.2 }, pal.headboard, {
    r: 0.05,
    soft: true,
    sheen: 0.25,
  });
}

/** A round pedestal table: marble or walnut top, brass stem. */
export function roundTable(
  cv: Canvas,
  x: number,
  z: number,
  r: number,
  h: number,
  pal: Palette,
  top = '#ece6dc',
): void {
  cv.roundShadow(x, z, r * 1.05, 0.35);
  cylinder(cv, x, z, r * 0.45, 0, 0.03, pal.metal);
  cylinder(cv, x, z, 0.04, 0.03, h - 0.04, pal.metal);
  cylinder(cv, x, z, r, h - 0.04, h, top);
}

/** A vase of flowers standing at (x, y, z). */
export function flowers(cv: Canvas, x: number, y: number, z: number, pal: Palette, rng: Rng, scale = 1): void {
  const s = cv.s(z) * scale;
  const [px, py] = cv.p(x, y, z);
  const vw = 0.07 * s;
  const vh = 0.2 * s;
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (rng() - 0.5) * 1.8;
    const len = (0.18 + rng() * 0.14) * s;
    const tx = px + Math.cos(a) * len;
    const ty = py - vh + Math.sin(a) * len;
    cv.line([px, py - vh], [tx, ty], cv.c('#5c6e48'), 1.2);
    cv.ellipse(
      tx,
      ty,
      0.045 * s,
      0.03 * s,
      cv.c(mix('#6f8a55', '#3f5a36', rng())),
      `transform="rotate(${Math.round(a * 57)} ${tx.toFixed(1)} ${ty.toFixed(1)})"`,
    );
  }
  for (let i = 0; i < 7; i++) {
    const fx = px + (rng() - 0.5) * 0.26 * s;
    const fy = py - vh - (0.12 + rng() * 0.16) * s;
    const rr = (0.035 + rng() * 0.02) * s;
    const col = cv.c(rng() < 0.6 ? '#f8f2e8' : '#eac9b8');
    cv.ellipse(fx, fy, rr, rr, col);
    cv.ellipse(fx - rr * 0.2, fy - rr * 0.2, rr * 0.5, rr * 0.5, '#ffffff', 'opacity="0.35"');
  }
  cv.path(
    `M${px - vw * 0.6},${py}Q${px - vw * 1.1},${py - vh * 0.6} ${px - vw * 0.35},${py - vh}L${px + vw * 0.35},${py - vh}Q${px + vw * 1.1},${py - vh * 0.6} ${px + vw * 0.6},${py}Z`,
    cv.linearAt(
      [
        [0, cv.c(shade(pal.metal, 0.2))],
        [1, cv.c(shade(pal.metal, -0.3))],
      ],
      [px - vw, 0],
      [px + vw, 0],
    ),
  );
}

/** A potted olive tree or fiddle-leaf fig. */
export function plant(cv: Canvas, x: number, z: number, h: number, pal: Palette, rng: Rng): void {
  const s = cv.s(z);
  cv.roundShadow(x, z, 0.27, 0.4);
  cylinder(cv, x, z, 0.2, 0, 0.42, shade(pal.wood, -0.1), 0.2, 0.16);
  const [px, py] = cv.p(x, 0.42, z);
  cv.line([px, py], [px + 0.03 * s, py - h * 0.55 * s], cv.c('#5a4633'), 0.02 * s);
  const cy = py - h * 0.7 * s;
  for (let i = 0; i < 70; i++) {
    const a = rng() * Math.PI * 2;
    const rr = Math.sqrt(rng()) * 0.32 * s;
    const lx = px + Math.cos(a) * rr * 1.1;
    const ly = cy + Math.sin(a) * rr * 1.2;
    const g = cv.c(mix('#4d6b3f', '#93a97a', rng()));
    cv.ellipse(
      lx,
      ly,
      0.05 * s,
      0.018 * s,
      g,
      `transform="rotate(${Math.round(rng() * 180)} ${lx.toFixed(1)} ${ly.toFixed(1)})"`,
    );
  }
}

/** Framed abstract art on the back wall (pixels: a front-facing rectangle). */
export function artwork(cv: Canvas, x0: number, y0: number, x1: number, y1: number, pal: Palette, rng: Rng): void {
  const w = x1 - x0;
  const h = y1 - y0;
  const fw = Math.max(3, w * 0.035);
  // A soft drop shadow without a filter: stacked translucent rectangles.
  for (const [dx, dy, grow, a] of [
    [3, 5, 6, 0.06],
    [3, 5, 3, 0.08],
    [3, 5, 0, 0.12],
  ] as const) {
    cv.rect(x0 + dx - grow, y0 + dy - grow, w + grow * 2, h + grow * 2, '#000000', `opacity="${a}"`);
  }
  cv.rect(
    x0,
    y0,
    w,
    h,
    cv.linearAt(
      [
        [0, cv.c(shade(pal.metal, 0.3))],
        [0.5, cv.c(pal.metal)],
        [1, cv.c(shade(pal.metal, -0.3))],
      ],
      [x0, y0],
      [x1, y1],
    ),
  );
  const mat = fw * 2.2;
  cv.rect(x0 + fw, y0 + fw, w - 2 * fw, h - 2 * fw, cv.c('#f4efe4'));
  const ix0 = x0 + fw + mat;
  const iy0 = y0 + fw + mat;
  const iw = w - 2 * (fw + mat);
  const ih = h - 2 * (fw + mat);
  const colors = pal.art.map((c) => cv.c(c));
  const clip = cv.clip(`<rect x="${ix0}" y="${iy0}" width="${iw}" height="${ih}"/>`);
  cv.group(`clip-path="${clip}"`, () => {
    cv.rect(ix0, iy0, iw, ih, colors[3] ?? '#efe6d6');
    const kind = Math.floor(rng() * 3);
    if (kind === 0) {
      // Nested arches.
      const n = 3 + Math.floor(rng() * 2);
      for (let i = 0; i < n; i++) {
        const aw = iw * (0.75 - i * 0.15);
        const ax = ix0 + iw / 2 - aw / 2 + (rng() - 0.5) * iw * 0.1;
        const ay = iy0 + ih * (0.25 + i * 0.12);
        cv.path(
          `M${ax},${iy0 + ih}L${ax},${ay + aw / 2}A${aw / 2},${aw / 2} 0 0 1 ${ax + aw},${ay + aw / 2}L${ax + aw},${iy0 + ih}Z`,
          colors[i % 3] ?? '#c9a45c',
          'opacity="0.92"',
        );
      }
    } else if (kind === 1) {
      // Colour fields with soft edges.
      const bands = [0, 0.42, 0.7, 1];
      for (let i = 0; i < 3; i++) {
        const by0 = iy0 + ih * bands[i]! + ih * 0.04;
        const by1 = iy0 + ih * bands[i + 1]! - ih * 0.04;
        const c = colors[i] ?? '#1f2b45';
        cv.rect(
          ix0 + iw * 0.08,
          by0,
          iw * 0.84,
          by1 - by0,
          cv.linear([
            [0, c, 0],
            [0.12, c, 0.9],
            [0.88, c, 0.9],
            [1, c, 0],
          ]),
        );
      }
    } else {
      // A sun over a horizon line, with strokes.
      const r = Math.min(iw, ih) * 0.24;
      cv.ellipse(ix0 + iw * (0.35 + rng() * 0.3), iy0 + ih * 0.4, r, r, colors[1] ?? '#c9a45c');
      cv.rect(ix0, iy0 + ih * 0.62, iw, ih * 0.38, colors[0] ?? '#1f2b45', 'opacity="0.9"');
      for (let i = 0; i < 4; i++) {
        const yy = iy0 + ih * (0.68 + i * 0.07);
        cv.line(
          [ix0 + iw * (0.1 + rng() * 0.3), yy],
          [ix0 + iw * (0.6 + rng() * 0.3), yy],
          colors[2] ?? '#b5643c',
          Math.max(1, ih * 0.012),
          'opacity="0.8" stroke-linecap="round"',
        );
      }
    }
  });
  cv.rect(ix0, iy0, iw, ih, 'none', `stroke="#000000" stroke-opacity="0.15" stroke-width="1"`);
}

/** Draped curtain panel over a quad (pixels), folds running top to bottom. */
export function curtain(cv: Canvas, pts: Pt[], color: string, folds: number, sheer = false): void {
  const base = cv.c(color);
  const stops: [number, string, number?][] = [];
  for (let i = 0; i <= folds; i++) {
    const k = i / folds;
    stops.push([k, shade(base, sheer ? 0.3 : 0.12), sheer ? 0.55 : undefined]);
    if (i < folds) stops.push([k + 0.5 / folds, shade(base, sheer ? 0.05 : -0.24), sheer ? 0.4 : undefined]);
  }
  const xs = pts.map((p) => p[0]);
  const fill = cv.linearAt(stops, [Math.min(...xs), 0], [Math.max(...xs), 0]);
  cv.path(roundedPath(pts, 2), fill);
}
