/**
 * The ground of a poster: distant layers drawn before the landmark, near layers after it.
 * Land colours are a base colour lit by the palette and hazed with distance.
 */
import type { Random } from '../seed/random';
import { mix } from './color';
import type { Palette } from './palettes';
import type { Landscape } from './scene';
import { circle, path, polygon, rect } from './shapes';

export const WIDTH = 1200;
export const HEIGHT = 800;
export const HORIZON = 560;

export interface LandscapeLayers {
  /** Drawn behind the landmark. */
  far: string;
  /** Drawn in front of the landmark. */
  near: string;
  /** Where a ground landmark stands. */
  groundY: number;
  /** Where a water landmark floats (boats, overwater villas). */
  waterY: number;
  /** True when the landmark stands on still water and should be reflected. */
  reflect: boolean;
}

export interface LandscapeContext {
  palette: Palette;
  rng: Random;
  /** x of the sun or moon, for its reflection on water. */
  sunX: number;
}

/** A base land colour lit by the palette: depth 0 is the horizon haze, 1 the foreground. */
export function landColor(palette: Palette, base: string, depth: number): string {
  const lit = mix(base, palette.tint, palette.tintAmount);
  const hazed = mix(lit, palette.sky[2], (1 - depth) * 0.6);
  return mix(hazed, palette.silhouette, depth * palette.shade * 0.8);
}

/** A filled ridge across the poster: jagged peaks or smooth hills around `baseY`. */
function ridge(rng: Random, baseY: number, amplitude: number, segments: number, smooth: boolean, bottom = HEIGHT): string {
  const step = WIDTH / segments;
  const points: [number, number][] = [];
  for (let i = 0; i <= segments; i++)
    points.push([i * step + (i > 0 && i < segments ? rng.int(-step / 4, step / 4) : 0), baseY - rng.next() * amplitude]);
  let d = `M0,${bottom} L${points[0][0]},${points[0][1]}`;
  if (smooth) {
    for (let i = 1; i < points.length; i++) {
      const [px, py] = points[i - 1];
      const [x, y] = points[i];
      d += ` C${px + (x - px) / 2},${py} ${x - (x - px) / 2},${y} ${x},${y}`;
    }
  } else {
    for (let i = 1; i < points.length; i++) d += ` L${points[i][0]},${points[i][1]}`;
  }
  return `${d} L${WIDTH},${bottom}Z`;
}

function sea(ctx: LandscapeContext, from: number): string {
  const { palette, rng, sunX } = ctx;
  let out = rect(0, from, WIDTH, HEIGHT - from, 'fill="url(#water)"');
  let glints = '';
  for (let i = 0; i < 9; i++) {
    const y = from + 8 + i * i * 3.2;
    const w = 160 - i * 12 + rng.int(-20, 20);
    glints += rect(sunX - w / 2 + rng.int(-14, 14), y, w, 3 + i * 0.4);
  }
  out += `<g fill="${palette.glow}" opacity="${palette.moon ? 0.45 : 0.6}">${glints}</g>`;
  let waves = '';
  for (let i = 0; i < 10; i++) waves += rect(rng.int(0, WIDTH - 120), from + rng.int(20, HEIGHT - from - 20), rng.int(40, 140), 2);
  return out + `<g fill="${palette.sky[2]}" opacity=".35">${waves}</g>`;
}

function shore(palette: Palette, rng: Random, base: string): string {
  const y = HEIGHT - rng.int(40, 70);
  return path(
    `M0,${HEIGHT} L0,${y} Q${WIDTH * 0.3},${y - 46} ${WIDTH * 0.55},${y - 12} T${WIDTH},${y - 26} L${WIDTH},${HEIGHT}Z`,
    `fill="${landColor(palette, base, 0.8)}"`,
  );
}

/** A row of buildings as one path (a few hundred bytes), with lit windows as another. */
function skyline(rng: Random, baseY: number, minH: number, maxH: number, fill: string, lamps: string | null): string {
  let blocks = '';
  let lit = '';
  for (let x = -10; x < WIDTH; ) {
    const w = rng.int(34, 80);
    const h = rng.int(minH, maxH);
    blocks += `M${x},${baseY}v${-h}h${w}v${h}z`;
    if (rng.chance(0.25)) {
      const spire = rng.int(14, 40);
      const half = Math.round(w * 0.2);
      blocks += `M${Math.round(x + w * 0.3)},${baseY - h}l${half},${-spire}l${half},${spire}z`;
    }
    if (lamps)
      for (let k = 0; k < Math.floor(h / 30); k++)
        if (rng.chance(0.35)) lit += `M${x + rng.int(4, w - 8)},${baseY - h + rng.int(6, h - 8)}h3v4h-3z`;
    x += w + rng.int(0, 6);
  }
  return path(blocks, `fill="${fill}"`) + (lamps && lit ? path(lit, `fill="${lamps}" opacity=".8"`) : '');
}

function tufts(rng: Random, fill: string, fromY: number, count: number): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = rng.int(0, WIDTH);
    const y = rng.int(fromY, HEIGHT);
    const h = rng.int(10, 26);
    d += `M${x},${y} l-6,${-h} l8,${h - 4} l4,${-h - 4} l4,${h + 4} l6,${-h + 6} l-2,${h - 2}z`;
  }
  return path(d, `fill="${fill}"`);
}

export function drawLandscape(kind: Landscape, ctx: LandscapeContext): LandscapeLayers {
  const { palette, rng } = ctx;
  const land = (base: string, depth: number) => landColor(palette, base, depth);
  switch (kind) {
    case 'sea':
      return {
        far: path(ridge(rng, HORIZON - 4, 26, 6, true, HORIZON + 2), `fill="${land('#5d7f6a', 0.2)}"`) + sea(ctx, HORIZON),
        near: shore(palette, rng, '#e8c89a'),
        groundY: HORIZON + 6,
        waterY: HORIZON + 70,
        reflect: false,
      };
    case 'karst': {
      let stacks = '';
      for (const [depth, count] of [
        [0.25, 7],
        [0.55, 4],
      ] as const) {
        let d = '';
        for (let i = 0; i < count; i++) {
          const x = rng.int(0, WIDTH);
          const w = rng.int(50, 110) * (0.6 + depth);
          const h = rng.int(90, 190) * (0.5 + depth);
          const base = HORIZON + depth * 30;
          d += `M${x - w / 2},${base} C${x - w / 2},${base - h} ${x - w / 4},${base - h * 1.1} ${x},${base - h} C${x + w / 3},${base - h * 1.05} ${x + w / 2},${base - h * 0.8} ${x + w / 2},${base}Z`;
        }
        stacks += path(d, `fill="${land('#4f7f63', depth)}"`);
      }
      return {
        far: sea(ctx, HORIZON) + stacks,
        near: shore(palette, rng, '#e6c48f'),
        groundY: HORIZON + 24,
        waterY: HORIZON + 90,
        reflect: false,
      };
    }
    case 'mountains':
      return {
        far:
          path(ridge(rng, HORIZON - 150, 140, 9, false), `fill="${land('#7c8fb0', 0.1)}"`) +
          path(ridge(rng, HORIZON - 40, 90, 7, false), `fill="${land('#4e6e63', 0.45)}"`),
        near: path(ridge(rng, HORIZON + 90, 40, 4, true), `fill="${land('#4c7a45', 0.85)}"`),
        groundY: HORIZON + 40,
        waterY: HORIZON + 60,
        reflect: false,
      };
    case 'alps': {
      const peaks: string[] = [];
      const snow = mix('#ffffff', palette.tint, palette.tintAmount * 0.8);
      let caps = '';
      for (let i = 0; i < 5; i++) {
        const x = 80 + i * 260 + rng.int(-60, 60);
        const h = rng.int(200, 300);
        const w = rng.int(180, 260);
        const top = HORIZON - h;
        peaks.push(polygon([x - w, HORIZON, x, top, x + w, HORIZON]));
        caps += polygon([
          x - w * 0.28,
          top + h * 0.28,
          x,
          top,
          x + w * 0.28,
          top + h * 0.28,
          x + w * 0.1,
          top + h * 0.22,
          x - w * 0.05,
          top + h * 0.3,
        ]);
      }
      const snowy = palette.stars;
      return {
        far:
          `<g fill="${land('#6f7fa6', 0.15)}">${peaks.join('')}</g><g fill="${snow}" opacity=".9">${caps}</g>` +
          path(ridge(rng, HORIZON + 10, 50, 8, false), `fill="${land('#3f5f4f', 0.5)}"`),
        near: path(ridge(rng, HORIZON + 100, 30, 4, true), `fill="${snowy ? mix(snow, palette.silhouette, 0.35) : land('#5b8c48', 0.8)}"`),
        groundY: HORIZON + 50,
        waterY: HORIZON + 80,
        reflect: false,
      };
    }
    case 'desert':
      return {
        far: path(ridge(rng, HORIZON, 40, 5, true), `fill="${land('#d9a66b', 0.2)}"`),
        near:
          path(ridge(rng, HORIZON + 80, 60, 4, true), `fill="${land('#e0a35c', 0.55)}"`) +
          path(ridge(rng, HORIZON + 170, 50, 3, true), `fill="${land('#c98242', 0.85)}"`),
        groundY: HORIZON + 10,
        waterY: HORIZON + 60,
        reflect: false,
      };
    case 'city':
      return {
        far:
          skyline(rng, HORIZON, 30, 110, land('#6a7590', 0.2), palette.lights ? palette.glow : null) +
          skyline(rng, HORIZON, 16, 64, land('#3f465c', 0.6), palette.lights ? '#ffd58a' : null) +
          sea(ctx, HORIZON),
        near: rect(0, HORIZON, WIDTH, 3, `fill="${land('#3f465c', 0.7)}"`) + shore(palette, rng, '#8a8f99'),
        groundY: HORIZON,
        waterY: HORIZON + 60,
        reflect: true,
      };
    case 'savanna': {
      const kilimanjaro = rng.chance(0.5)
        ? path(
            `M250,${HORIZON} C420,${HORIZON - 60} 500,${HORIZON - 150} 570,${HORIZON - 160} L650,${HORIZON - 166} C720,${HORIZON - 150} 800,${HORIZON - 60} 960,${HORIZON}Z`,
            `fill="${mix(land('#6f7ca6', 0), palette.sky[1], 0.35)}"`,
          ) +
          path(
            `M530,${HORIZON - 138} L570,${HORIZON - 160} L650,${HORIZON - 166} L700,${HORIZON - 140} L660,${HORIZON - 148} L630,${HORIZON - 132} L600,${HORIZON - 146} L565,${HORIZON - 132}Z`,
            `fill="${mix('#ffffff', palette.sky[2], 0.25)}"`,
          )
        : '';
      return {
        far: kilimanjaro + path(ridge(rng, HORIZON, 18, 6, true), `fill="${land('#b99a52', 0.3)}"`),
        near:
          rect(0, HORIZON + 30, WIDTH, HEIGHT - HORIZON - 30, 'fill="url(#ground)"') + tufts(rng, land('#7a5a24', 0.9), HORIZON + 80, 26),
        groundY: HORIZON + 40,
        waterY: HORIZON + 60,
        reflect: false,
      };
    }
    case 'hills': {
      let trees = '';
      for (let i = 0; i < 7; i++) {
        const x = rng.int(0, WIDTH);
        const y = HORIZON + rng.int(10, 60);
        trees += rect(x - 2, y - 16, 4, 16) + circle(x, y - 22, rng.int(9, 14));
      }
      return {
        far:
          path(ridge(rng, HORIZON - 40, 60, 5, true), `fill="${land('#88ad74', 0.2)}"`) +
          path(ridge(rng, HORIZON + 20, 50, 4, true), `fill="${land('#6f9d52', 0.45)}"`) +
          `<g fill="${land('#2f5a2b', 0.6)}">${trees}</g>`,
        near: path(ridge(rng, HORIZON + 140, 60, 3, true), `fill="${land('#5c8f3f', 0.85)}"`),
        groundY: HORIZON + 60,
        waterY: HORIZON + 80,
        reflect: false,
      };
    }
    case 'lake':
      return {
        far:
          path(ridge(rng, HORIZON - 60, 80, 7, true), `fill="${land('#7d8fa8', 0.15)}"`) +
          path(ridge(rng, HORIZON, 24, 6, true), `fill="${land('#5f7d5d', 0.4)}"`) +
          sea(ctx, HORIZON + 10),
        near: shore(palette, rng, '#9c8a6a'),
        groundY: HORIZON + 10,
        waterY: HORIZON + 70,
        reflect: true,
      };
  }
}
