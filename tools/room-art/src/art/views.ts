/** What the windows look out on: a city skyline, the sea, mountains or a garden, at the mood's hour. */

import type { Rng } from '../random.js';
import { type Canvas, mix, type Pt } from './kit.js';

export type ViewKind = 'city' | 'sea' | 'mountains' | 'garden';

export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A ridge line across [x0, x1] by midpoint displacement, returned as points. */
function ridge(rng: Rng, x0: number, x1: number, base: number, rough: number, depth = 6): Pt[] {
  let pts: Pt[] = [
    [x0, base - rng() * rough],
    [x1, base - rng() * rough],
  ];
  let amp = rough;
  for (let d = 0; d < depth; d++) {
    const next: Pt[] = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const a = pts[i]!;
      const b = pts[i + 1]!;
      next.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + (rng() - 0.5) * amp]);
    }
    next.push(pts[pts.length - 1]!);
    pts = next;
    amp *= 0.55;
  }
  return pts;
}

function sky(cv: Canvas, b: Bounds, horizon: number, rng: Rng): void {
  const m = cv.mood;
  const fill = cv.linearAt(
    [
      [0, m.sky[0]],
      [0.62, m.sky[1]],
      [1, m.sky[2]],
    ],
    [0, horizon - 520],
    [0, horizon],
  );
  cv.rect(b.x0, b.y0, b.x1 - b.x0, b.y1 - b.y0, fill);
  const w = b.x1 - b.x0;
  if (m.sun) {
    const sx = b.x0 + w * (0.3 + rng() * 0.4);
    const sy = horizon - m.sun.height * 420;
    cv.glow(sx, sy, m.sun.size * 7, 0.8, m.sun.glow);
    cv.ellipse(sx, sy, m.sun.size, m.sun.size, m.sun.color, 'opacity="0.95"');
  }
  if (m.moon) {
    for (let i = 0; i < 40; i++) {
      const x = b.x0 + rng() * w;
      const y = b.y0 + rng() * (horizon - b.y0) * 0.8;
      cv.ellipse(x, y, 0.9 + rng() * 0.8, 0.9 + rng() * 0.8, '#f3f0e6', `opacity="${(0.35 + rng() * 0.6).toFixed(2)}"`);
    }
    const mx = b.x0 + w * (0.25 + rng() * 0.5);
    const my = b.y0 + (horizon - b.y0) * 0.28;
    cv.glow(mx, my, 90, 0.35, '#c9d4f0');
    cv.ellipse(mx, my, 15, 15, '#f4f1e4');
    cv.ellipse(mx + 5, my - 3, 13, 13, m.sky[1], 'opacity="0.9"');
  }
  if (m.name !== 'night') {
    const cloud = m.name === 'golden' ? '#ffd9b8' : m.name === 'dusk' ? '#c98f92' : '#ffffff';
    for (let i = 0; i < 4; i++) {
      const cx = b.x0 + rng() * w;
      const cy = horizon - 120 - rng() * 260;
      const rx = 40 + rng() * 90;
      const fill = cv.radialAt(
        [
          [0, cloud, 0.4 + rng() * 0.3],
          [0.6, cloud, 0.25],
          [1, cloud, 0],
        ],
        cx,
        cy,
        rx,
        rx * 0.22,
      );
      cv.ellipse(cx, cy, rx, rx * 0.22, fill);
    }
  }
}

export function drawView(cv: Canvas, kind: ViewKind, b: Bounds, rng: Rng): void {
  const horizon = cv.cam.cy;
  const m = cv.mood;
  // Land and buildings fall toward night blue with the hour.
  const night = Math.min(1, m.dark * 1.9);
  const land = (c: string) => mix(mix(c, m.haze, 0.12), '#0a1124', night * 0.82);
  sky(cv, b, horizon, rng);
  const w = b.x1 - b.x0;
  const L = b.x0 - 40;
  const R = b.x1 + 40;

  if (kind === 'city') {
    const layers = [
      { top: [8, 70], wid: [18, 46], col: mix(m.haze, m.sky[1], 0.35), lit: 0.5 },
      { top: [-20, 150], wid: [26, 64], col: land('#7c8597'), lit: 0.8 },
      { top: [-60, 230], wid: [40, 90], col: land('#4a5266'), lit: 1 },
    ];
    layers.forEach((layer, li) => {
      let x = L + (rng() - 0.5) * 30;
      while (x < R) {
        const bw = layer.wid[0]! + rng() * (layer.wid[1]! - layer.wid[0]!);
        const top = horizon - (layer.top[0]! + rng() * (layer.top[1]! - layer.top[0]!)) + li * 18;
        const fill = li === 0 ? layer.col : mix(layer.col, '#ffffff', rng() * 0.08);
        cv.rect(x, top, bw, b.y1 - top + 5, fill);
        if (li > 0) {
          // Glass: faint daylight reflections, lit windows at dusk and night.
          cv.rect(x + bw * 0.62, top, bw * 0.38, b.y1 - top, '#000000', 'opacity="0.12"');
          const cols = Math.max(2, Math.floor(bw / 9));
          for (let r = top + 6; r < b.y1; r += 9) {
            for (let c = 0; c < cols; c++) {
              if (rng() < m.cityLights * layer.lit) {
                cv.rect(
                  x + 3 + c * ((bw - 6) / cols),
                  r,
                  3.2,
                  4.5,
                  rng() < 0.7 ? '#ffd690' : '#fff1cf',
                  `opacity="${(0.55 + rng() * 0.45).toFixed(2)}"`,
                );
              } else if (m.cityLights === 0 && rng() < 0.25) {
                cv.rect(x + 3 + c * ((bw - 6) / cols), r, 3.2, 4.5, '#e8eef4', 'opacity="0.18"');
              }
            }
          }
          if (rng() < 0.25) cv.rect(x + bw / 2 - 1, top - 18, 2, 18, fill);
        }
        x += bw + (li === 0 ? 0 : rng() * 8);
      }
      // Atmospheric haze between layers.
      cv.rect(
        L,
        horizon - 260,
        R - L,
        b.y1 - horizon + 260,
        cv.linearAt(
          [
            [0, m.haze, 0],
            [0.75, m.haze, 0.28 - li * 0.08],
            [1, m.haze, 0],
          ],
          [0, horizon - 260],
          [0, b.y1],
        ),
      );
    });
  } else if (kind === 'sea') {
    const seaTop = mix(m.sky[2], '#2d5577', m.name === 'night' ? 0.55 : 0.35);
    const seaBottom = m.name === 'night' ? '#0a1428' : m.name === 'dusk' ? '#2a2c4e' : '#1d4a6a';
    cv.rect(
      b.x0,
      horizon,
      w,
      b.y1 - horizon,
      cv.linearAt(
        [
          [0, seaTop],
          [1, seaBottom],
        ],
        [0, horizon],
        [0, horizon + 260],
      ),
    );
    // A headland on one side.
    const side = rng() < 0.5 ? -1 : 1;
    const hx0 = side < 0 ? L : b.x0 + w * 0.55;
    const hx1 = side < 0 ? b.x0 + w * 0.45 : R;
    const pts = ridge(rng, hx0, hx1, horizon - 14, 40, 5);
    if (side < 0) pts[pts.length - 1] = [hx1, horizon];
    else pts[0] = [hx0, horizon];
    cv.poly([...pts, [hx1, horizon + 2], [hx0, horizon + 2]], land(mix(m.haze, '#50607a', 0.5)), 'opacity="0.9"');
    // Glitter under the sun or moon.
    const gx = b.x0 + w * (0.35 + rng() * 0.3);
    const glitter = m.name === 'night' ? '#dfe6ff' : m.name === 'afternoon' ? '#ffffff' : '#ffe2b0';
    for (let i = 0; i < 90; i++) {
      const t = rng();
      const y = horizon + 3 + t * t * (b.y1 - horizon);
      const spread = 12 + (y - horizon) * 0.5;
      const x = gx + (rng() - 0.5) * 2 * spread;
      cv.rect(x, y, 5 + rng() * 16 * (0.3 + t), 1.3, glitter, `opacity="${(0.25 + rng() * 0.5).toFixed(2)}"`);
    }
    for (let i = 0; i < 14; i++) {
      const y = horizon + 8 + rng() * (b.y1 - horizon);
      cv.rect(b.x0 + rng() * w, y, 20 + rng() * 60, 1, '#ffffff', 'opacity="0.12"');
    }
    if (rng() < 0.8) {
      const bx = b.x0 + w * (0.15 + rng() * 0.7);
      const by = horizon + 6 + rng() * 20;
      const sail = m.name === 'night' ? '#6b7596' : '#f6f1e6';
      cv.poly(
        [
          [bx, by],
          [bx + 3, by - 16],
          [bx + 9, by],
        ],
        sail,
      );
      cv.rect(bx - 3, by, 14, 2, land('#3a3f4a'));
    }
  } else if (kind === 'mountains') {
    const ridges = [
      { base: horizon - 50, rough: 150, col: mix(m.haze, m.sky[1], 0.2) },
      { base: horizon - 8, rough: 110, col: land(mix(m.haze, '#6b7d8f', 0.55)) },
      { base: horizon + 30, rough: 70, col: land('#4d5d56') },
    ];
    for (const r of ridges) {
      const pts = ridge(rng, L, R, r.base, r.rough, 6);
      cv.poly([...pts, [R, b.y1 + 5], [L, b.y1 + 5]], r.col);
      if (r === ridges[0] && m.name !== 'night') {
        // Snow on the far peaks.
        const snow = pts.filter((p) => p[1] < r.base - r.rough * 0.65);
        for (const p of snow) cv.ellipse(p[0], p[1] + 4, 7, 3, '#f7f4ee', 'opacity="0.7"');
      }
    }
    cv.rect(
      L,
      horizon + 60,
      R - L,
      b.y1 - horizon,
      cv.linearAt(
        [
          [0, mix(m.sky[2], '#3e5a6e', 0.4)],
          [1, land('#27413f')],
        ],
        [0, horizon + 60],
        [0, b.y1],
      ),
    );
    const trees = ridge(rng, L, R, horizon + 95, 30, 7);
    cv.poly([...trees, [R, b.y1 + 5], [L, b.y1 + 5]], land('#2f4a38'));
  } else {
    cv.poly(
      [...ridge(rng, L, R, horizon - 10, 26, 7), [R, b.y1 + 5], [L, b.y1 + 5]],
      land(mix(m.haze, '#71856a', 0.6)),
    );
    cv.rect(
      L,
      horizon + 12,
      R - L,
      b.y1 - horizon,
      cv.linearAt(
        [
          [0, land('#8aa071')],
          [1, land('#587049')],
        ],
        [0, horizon],
        [0, b.y1],
      ),
    );
    // A gravel path and a row of clipped cypresses.
    cv.poly(
      [
        [b.x0 + w * 0.46, horizon + 14],
        [b.x0 + w * 0.54, horizon + 14],
        [b.x0 + w * 0.8, b.y1 + 4],
        [b.x0 + w * 0.2, b.y1 + 4],
      ],
      land('#d8ccb1'),
      'opacity="0.85"',
    );
    for (let i = 0; i < 9; i++) {
      const x = L + ((R - L) * (i + 0.5)) / 9 + (rng() - 0.5) * 10;
      const h = 60 + rng() * 50;
      cv.ellipse(x, horizon + 10 - h / 2, 10 + rng() * 4, h / 2, land('#3f5a3a'));
    }
    for (const side of [-1, 1]) {
      const cx = side < 0 ? b.x0 : b.x1;
      for (let i = 0; i < 26; i++) {
        const r = 20 + rng() * 34;
        cv.ellipse(
          cx + side * -rng() * w * 0.3,
          b.y0 + rng() * (horizon - b.y0) * 0.9,
          r,
          r * 0.85,
          land(mix('#4b6a3e', '#7d9a5a', rng())),
          'opacity="0.95"',
        );
      }
    }
  }

  if (m.name === 'golden' || m.name === 'dusk') {
    cv.rect(b.x0, b.y0, w, b.y1 - b.y0, m.sky[2], 'opacity="0.08"');
  }
}

/** Window light on the floor: the opening's outline thrown along the sun's direction. */
export function lightPatch(cv: Canvas, corners: [number, number, number][], dx: number, dz: number): void {
  const strength = cv.mood.daylight;
  if (strength <= 0) return;
  const pts = corners.map(([x, y, z]) => cv.p(x + y * dx, 0.003, z + y * dz));
  // Soft edges without a filter: the patch drawn three times, shrinking toward its centre.
  const cx = pts.reduce((sum, p) => sum + p[0], 0) / pts.length;
  const cy = pts.reduce((sum, p) => sum + p[1], 0) / pts.length;
  for (const k of [1, 0.93, 0.86]) {
    const inset = pts.map(([x, y]) => [cx + (x - cx) * k, cy + (y - cy) * k] as [number, number]);
    cv.poly(inset, cv.mood.lightColor, `opacity="${(0.08 * strength).toFixed(3)}"`);
  }
}
