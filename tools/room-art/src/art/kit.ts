/**
 * A tiny SVG drawing kit for the seed's room illustrations: a one-point perspective camera
 * (metres in, pixels out), colour helpers, gradients, blur filters and shaded boxes.
 */

export type Pt = [number, number];
export type Stop = [offset: number, color: string, opacity?: number];

export interface Camera {
  /** Focal length in pixels. */
  f: number;
  /** Screen position of the vanishing point. */
  cx: number;
  cy: number;
  /** Eye position in room metres: x across (0 = centre), y up from the floor, z forward from the back wall. */
  ex: number;
  ey: number;
  ez: number;
}

/** How the time of day lights the room. */
export interface Mood {
  name: 'morning' | 'afternoon' | 'golden' | 'dusk' | 'night';
  /** Sky from top to horizon. */
  sky: [string, string, string];
  sun?: { color: string; glow: string; height: number; size: number };
  moon?: boolean;
  /** 0..1: how much the room falls toward its shadow tone. */
  dark: number;
  shadowTone: string;
  tint: string;
  tintAmount: number;
  /** 0..1 strength of lamp glows. */
  lamps: number;
  /** 0..1 strength of the daylight patch on the floor. */
  daylight: number;
  lightColor: string;
  /** Fraction of lit windows in a city view. */
  cityLights: number;
  haze: string;
}

export const MOODS: Record<Mood['name'], Mood> = {
  morning: {
    name: 'morning',
    sky: ['#8fb6d8', '#c7dbe8', '#f3e6cf'],
    sun: { color: '#fff6e0', glow: '#ffe9bd', height: 0.55, size: 26 },
    dark: 0,
    shadowTone: '#0b1022',
    tint: '#fff4e2',
    tintAmount: 0.04,
    lamps: 0,
    daylight: 0.9,
    lightColor: '#fff3dc',
    cityLights: 0,
    haze: '#dfe6ea',
  },
  afternoon: {
    name: 'afternoon',
    sky: ['#5d93c8', '#9cc2e2', '#e2ebee'],
    dark: 0.02,
    shadowTone: '#0b1022',
    tint: '#ffffff',
    tintAmount: 0,
    lamps: 0,
    daylight: 1,
    lightColor: '#fffaf0',
    cityLights: 0,
    haze: '#d6e2ea',
  },
  golden: {
    name: 'golden',
    sky: ['#46618f', '#d99a78', '#f7c98a'],
    sun: { color: '#fff0c8', glow: '#ffb35c', height: 0.12, size: 34 },
    dark: 0.08,
    shadowTone: '#2a1a12',
    tint: '#ffb26b',
    tintAmount: 0.1,
    lamps: 0.45,
    daylight: 0.85,
    lightColor: '#ffc27a',
    cityLights: 0.08,
    haze: '#f0c7a0',
  },
  dusk: {
    name: 'dusk',
    sky: ['#1b2444', '#5b4f80', '#e69a78'],
    dark: 0.26,
    shadowTone: '#241812',
    tint: '#ffb067',
    tintAmount: 0.08,
    lamps: 0.85,
    daylight: 0,
    lightColor: '#ffcf8f',
    cityLights: 0.45,
    haze: '#8a7696',
  },
  night: {
    name: 'night',
    sky: ['#070d1f', '#111c3a', '#263559'],
    moon: true,
    dark: 0.38,
    shadowTone: '#1d130d',
    tint: '#ffa95e',
    tintAmount: 0.12,
    lamps: 1,
    daylight: 0,
    lightColor: '#ffcf8f',
    cityLights: 0.6,
    haze: '#2f3d62',
  },
};

const r1 = (n: number) => Math.round(n * 10) / 10;
export const fmt = (pts: Pt[]) => pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');

function parseHex(c: string): [number, number, number] {
  const h = c.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
function toHex([r, g, b]: number[]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v ?? 0)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((v, i) => v + ((y[i] ?? 0) - v) * t));
}
export const lighten = (c: string, t: number) => mix(c, '#fffaf2', t);
export const darken = (c: string, t: number) => mix(c, '#120d0b', t);
/** Positive k lightens, negative darkens. */
export const shade = (c: string, k: number) => (k >= 0 ? lighten(c, k) : darken(c, -k));

/** Convex hull (monotone chain), for the silhouette of a box. */
function hull(points: Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** A closed path through the points with corners rounded by r pixels. */
export function roundedPath(pts: Pt[], r: number): string {
  if (r <= 0.5) return `M${fmt(pts).replace(/ /g, 'L')}Z`;
  const n = pts.length;
  let d = '';
  for (let i = 0; i < n; i++) {
    const p = pts[i]!;
    const prev = pts[(i - 1 + n) % n]!;
    const next = pts[(i + 1) % n]!;
    const toward = (q: Pt): Pt => {
      const dx = q[0] - p[0];
      const dy = q[1] - p[1];
      const len = Math.hypot(dx, dy) || 1;
      const k = Math.min(r, len * 0.45) / len;
      return [p[0] + dx * k, p[1] + dy * k];
    };
    const a = toward(prev);
    const b = toward(next);
    d += `${i === 0 ? 'M' : 'L'}${r1(a[0])},${r1(a[1])}Q${r1(p[0])},${r1(p[1])} ${r1(b[0])},${r1(b[1])}`;
  }
  return `${d}Z`;
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export interface BoxStyle {
  /** Corner radius in metres (drawn in pixels at the box's depth). */
  r?: number;
  /** Soft boxes (cushions, pillows) get a rounded silhouette. */
  soft?: boolean;
  top?: string;
  front?: string;
  side?: string;
  /** Front face gradient strength. */
  sheen?: number;
  stroke?: string;
}

export class Canvas {
  readonly width = 1200;
  readonly height = 800;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private n = 0;
  /** -1: light from the left, 1: from the right. */
  light: -1 | 1 = -1;

  constructor(
    readonly cam: Camera,
    readonly mood: Mood,
  ) {}

  p(x: number, y: number, z: number): Pt {
    const d = Math.max(0.05, this.cam.ez - z);
    return [this.cam.cx + (this.cam.f * (x - this.cam.ex)) / d, this.cam.cy - (this.cam.f * (y - this.cam.ey)) / d];
  }

  /** Pixels per metre at depth z. */
  s(z: number): number {
    return this.cam.f / Math.max(0.05, this.cam.ez - z);
  }

  /** A room colour under the mood's light. */
  c(color: string): string {
    const tinted = this.mood.tintAmount ? mix(color, this.mood.tint, this.mood.tintAmount) : color;
    return this.mood.dark ? mix(tinted, this.mood.shadowTone, this.mood.dark) : tinted;
  }

  id(prefix: string): string {
    return `${prefix}${this.n++}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  group(attrs: string, draw: () => void): void {
    this.add(`<g ${attrs}>`);
    draw();
    this.add('</g>');
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${r1(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
  }

  /** Linear gradient in object-bounding-box units (default top to bottom). */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient in canvas pixels. */
  linearAt(stops: Stop[], a: Pt, b: Pt): string {
    const id = this.id('l');
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Radial gradient in canvas pixels; ry stretches it vertically. */
  radialAt(stops: Stop[], cx: number, cy: number, rx: number, ry = rx): string {
    const id = this.id('r');
    const t =
      ry === rx
        ? ''
        : ` gradientTransform="translate(${r1(cx)} ${r1(cy)}) scale(1 ${r1((ry / rx) * 1000) / 1000}) translate(${r1(-cx)} ${r1(-cy)})"`;
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rx)}"${t}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /**
   * A Gaussian blur whose working area is the given pixel box (plus the blur's reach), clipped to the canvas.
   * librsvg blurs the whole filter region, so a tight region is what keeps filters cheap.
   */
  blur(sd: number, box: [number, number, number, number]): string {
    const id = this.id('b');
    const m = sd * 3;
    const x0 = Math.max(0, box[0] - m);
    const y0 = Math.max(0, box[1] - m);
    const x1 = Math.min(this.width, box[2] + m);
    const y1 = Math.min(this.height, box[3] + m);
    this.def(
      `<filter id="${id}" color-interpolation-filters="sRGB" filterUnits="userSpaceOnUse" x="${r1(x0)}" y="${r1(y0)}" width="${r1(Math.max(1, x1 - x0))}" height="${r1(Math.max(1, y1 - y0))}"><feGaussianBlur stdDeviation="${r1(sd)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  clip(shape: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }

  poly(pts: Pt[], fill: string, extra = ''): void {
    this.add(`<polygon points="${fmt(pts)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(Math.max(0, w))}" height="${r1(Math.max(0, h))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(
      `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(Math.abs(rx))}" ry="${r1(Math.abs(ry))}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  line(a: Pt, b: Pt, stroke: string, width: number, extra = ''): void {
    this.add(
      `<line x1="${r1(a[0])}" y1="${r1(a[1])}" x2="${r1(b[0])}" y2="${r1(b[1])}" stroke="${stroke}" stroke-width="${r1(width * 10) / 10}"${extra ? ` ${extra}` : ''}/>`,
    );
  }

  /** Many straight strokes as one path: far cheaper to render than one element each. */
  segments(list: [Pt, Pt][], stroke: string, width: number, opacity: number): void {
    if (list.length === 0) return;
    const d = list.map(([a, b]) => `M${r1(a[0])},${r1(a[1])}L${r1(b[0])},${r1(b[1])}`).join('');
    this.add(`<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-opacity="${opacity}"/>`);
  }

  /** A quad in a wall or floor plane, from four 3D corners. */
  quad(corners: [number, number, number][], fill: string, extra = ''): Pt[] {
    const pts = corners.map(([x, y, z]) => this.p(x, y, z));
    this.poly(pts, fill, extra);
    return pts;
  }

  private readonly shadows: string[] = [];
  private shadowBox: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];

  private growShadowBox(x0: number, y0: number, x1: number, y1: number): void {
    const b = this.shadowBox;
    this.shadowBox = [Math.min(b[0], x0), Math.min(b[1], y0), Math.max(b[2], x1), Math.max(b[3], y1)];
  }

  /** A soft shadow of a floor footprint; all shadows are blurred together in the shadow layer. */
  shadow(x0: number, x1: number, z0: number, z1: number, opacity = 0.35, spread = 0.08, y = 0.002): void {
    const pts = [
      this.p(x0 - spread, y, z0 - spread),
      this.p(x1 + spread, y, z0 - spread),
      this.p(x1 + spread, y, z1 + spread),
      this.p(x0 - spread, y, z1 + spread),
    ];
    this.shadows.push(`<polygon points="${fmt(pts)}" opacity="${opacity}"/>`);
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    this.growShadowBox(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys));
  }

  /** A soft round shadow (tables, pots, lamps). */
  roundShadow(x: number, z: number, r: number, opacity = 0.35, rz = r): void {
    const [cx, cy] = this.p(x, 0.002, z);
    const [, fy] = this.p(x, 0.002, z - rz);
    const s = this.s(z);
    const rx = r * s;
    const ry = Math.max(2, cy - fy);
    this.shadows.push(`<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" opacity="${opacity}"/>`);
    this.growShadowBox(cx - rx, cy - ry, cx + rx, cy + ry);
  }

  /** Where the floor shadows go: after the floor and rugs, before the furniture. */
  shadowLayer(): void {
    this.body.push('<!--shadows-->');
  }

  /** Glow of a lamp: a warm radial light. */
  glow(x: number, y: number, radius: number, strength: number, color = '#ffd49a', ry = radius): void {
    if (strength <= 0) return;
    const fill = this.radialAt(
      [
        [0, color, Math.min(1, 0.85 * strength)],
        [0.35, color, 0.35 * strength],
        [1, color, 0],
      ],
      x,
      y,
      radius,
      ry,
    );
    this.ellipse(x, y, radius, ry, fill);
  }

  /**
   * An axis-aligned box, shaded by face: top lighter, the side away from the light darker,
   * the front with a soft vertical gradient. Returns the front face rectangle in pixels.
   */
  box(b: Box, color: string, style: BoxStyle = {}): { front: Pt[]; top: Pt[] } {
    const { ex, ey } = this.cam;
    const base = this.c(color);
    const c = (x: number, y: number, z: number) => this.p(x, y, z);
    const front: Pt[] = [c(b.x0, b.y1, b.z1), c(b.x1, b.y1, b.z1), c(b.x1, b.y0, b.z1), c(b.x0, b.y0, b.z1)];
    const top: Pt[] = [c(b.x0, b.y1, b.z0), c(b.x1, b.y1, b.z0), c(b.x1, b.y1, b.z1), c(b.x0, b.y1, b.z1)];
    const r = (style.r ?? 0) * this.s(b.z1);
    const faces: { pts: Pt[]; fill: string }[] = [];
    const litSide = (faceDir: -1 | 1) => (faceDir === this.light ? 0.04 : -0.2);
    if (b.x0 > ex) {
      faces.push({
        pts: [c(b.x0, b.y1, b.z0), c(b.x0, b.y1, b.z1), c(b.x0, b.y0, b.z1), c(b.x0, b.y0, b.z0)],
        fill: style.side ? this.c(style.side) : shade(base, litSide(-1)),
      });
    }
    if (b.x1 < ex) {
      faces.push({
        pts: [c(b.x1, b.y1, b.z0), c(b.x1, b.y1, b.z1), c(b.x1, b.y0, b.z1), c(b.x1, b.y0, b.z0)],
        fill: style.side ? this.c(style.side) : shade(base, litSide(1)),
      });
    }
    if (b.y1 < ey) faces.push({ pts: top, fill: style.top ? this.c(style.top) : shade(base, 0.1) });
    if (b.y0 > ey) {
      faces.push({
        pts: [c(b.x0, b.y0, b.z0), c(b.x1, b.y0, b.z0), c(b.x1, b.y0, b.z1), c(b.x0, b.y0, b.z1)],
        fill: shade(base, -0.3),
      });
    }
    const sheen = style.sheen ?? 0.1;
    const frontFill = style.front
      ? this.c(style.front)
      : this.linear([
          [0, shade(base, sheen * 0.4)],
          [1, shade(base, -sheen)],
        ]);
    const stroke = style.stroke ? ` stroke="${style.stroke}" stroke-width="1"` : '';
    if (style.soft) {
      const all = faces.flatMap((f) => f.pts).concat(front);
      this.path(roundedPath(hull(all), r), shade(base, -0.12), stroke);
      for (const f of faces) this.path(roundedPath(f.pts, r * 0.7), f.fill);
      this.path(roundedPath(front, r), frontFill);
    } else {
      for (const f of faces) this.path(roundedPath(f.pts, r * 0.5), f.fill, stroke);
      this.path(roundedPath(front, r), frontFill, stroke);
    }
    return { front, top };
  }

  toString(): string {
    const shadows = this.shadows.length
      ? `<g fill="#0d0806" filter="${this.blur(9, this.shadowBox)}">${this.shadows.join('')}</g>`
      : '';
    // Element opacity makes librsvg composite each element through an offscreen layer (about 4× slower
    // for these scenes): fill-opacity and stroke-opacity draw the same thing directly.
    const body = this.body
      .join('')
      .replace('<!--shadows-->', () => shadows)
      .replace(/ opacity="([\d.]+)"/g, ' fill-opacity="$1" stroke-opacity="$1"');
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}
