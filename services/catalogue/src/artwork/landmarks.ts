/**
 * Landmark silhouettes. Each is drawn in its own coordinates — centred on x = 0, standing
 * on y = 0, growing upwards — and the poster translates and scales it into place. They
 * are silhouettes against the sky, with a lighter facet or lit windows where that helps
 * the shape read.
 */
import type { Random } from '../seed/random';
import { mix } from './color';
import type { Landmark } from './scene';
import { circle, ellipse, mirrored, path, polygon, rect } from './shapes';

export interface LandmarkStyle {
  /** Silhouette colour at the landmark's distance. */
  fill: string;
  /** A lighter tone for the sunlit side. */
  light: string;
  /** Warm lamp colour for windows, torches and lanterns. */
  lamp: string;
  lightsOn: boolean;
  /** Whitewash and sea-blue for the painted landmarks, already tinted by the light. */
  white: string;
  blue: string;
  accent: string;
  rng: Random;
}

export interface LandmarkDef {
  /** Natural height in its own units (the poster scales it). */
  height: number;
  /** Where it stands: on the ground, on the water, or in the sky. */
  where: 'ground' | 'water' | 'sky';
  draw(style: LandmarkStyle): string;
}

/** Lit windows scattered over a building's face, as one path. */
function windows(style: LandmarkStyle, x: number, y: number, width: number, height: number, count: number): string {
  if (!style.lightsOn) return '';
  let d = '';
  for (let i = 0; i < count; i++)
    d += `M${x + style.rng.int(2, Math.max(3, width - 6))},${y + style.rng.int(4, Math.max(5, height - 8))}h3v4h-3z`;
  return path(d, `fill="${style.lamp}" opacity=".85"`);
}

/** A palm: a curved, tapering trunk and drooping fronds. `lean` bends it sideways. */
export function palm(x: number, height: number, lean: number, fill: string): string {
  const topX = x + lean;
  const topY = -height;
  const trunk = path(
    `M${x - 9},0 Q${x + lean * 0.2 - 6},${topY * 0.5} ${topX - 3},${topY} L${topX + 3},${topY} Q${x + lean * 0.2 + 6},${topY * 0.5} ${x + 9},0Z`,
  );
  let fronds = '';
  const angles = [-165, -140, -110, -75, -40, -15, 20, 200];
  for (const a of angles) {
    // Each frond arcs up and out, then droops: a leaf-shaped band whose width grows with length.
    const rad = (a * Math.PI) / 180;
    const len = height * 0.45;
    const dx = Math.cos(rad);
    const ex = topX + dx * len;
    const ey = topY + Math.sin(rad) * len * 0.35 + len * 0.45;
    const cx = topX + dx * len * 0.5;
    const cy = topY + Math.sin(rad) * len * 0.7 - len * 0.18;
    const w = len * 0.2;
    // Upper edge smooth, lower edge notched into leaflets.
    let lower = '';
    for (let k = 4; k >= 1; k--) {
      const t = k / 5;
      const bx = topX + (ex - topX) * t + dx * w * 0.15;
      const by = topY + (ey - topY) * t * t + (cy - topY) * 2 * t * (1 - t) + w * 0.55 * Math.sin(Math.PI * t);
      lower += ` L${bx + dx * 6},${by + 8} L${bx - dx * 4},${by - 2}`;
    }
    fronds += path(`M${topX},${topY - 3} Q${cx},${cy - w} ${ex},${ey}${lower} L${topX},${topY + 5}Z`);
  }
  return `<g fill="${fill}">${trunk}${fronds}${circle(topX, topY + 4, 7)}</g>`;
}

function pine(x: number, height: number): string {
  const w = height * 0.32;
  return polygon([
    x,
    -height,
    x + w * 0.6,
    -height * 0.55,
    x + w * 0.35,
    -height * 0.55,
    x + w,
    -height * 0.1,
    x + 4,
    -height * 0.1,
    x + 4,
    0,
    x - 4,
    0,
    x - 4,
    -height * 0.1,
    x - w,
    -height * 0.1,
    x - w * 0.35,
    -height * 0.55,
    x - w * 0.6,
    -height * 0.55,
  ]);
}

/** An onion dome of radius `r` sitting at (x, y). */
function onionDome(x: number, y: number, r: number): string {
  return path(
    `M${x - r},${y} C${x - r * 1.45},${y - r * 1.1} ${x - r * 0.35},${y - r * 1.6} ${x},${y - r * 2.2} C${x + r * 0.35},${y - r * 1.6} ${x + r * 1.45},${y - r * 1.1} ${x + r},${y}Z`,
  );
}

/** A round dome of radius `r` sitting at (x, y), with a finial. */
function dome(x: number, y: number, r: number): string {
  return path(`M${x - r},${y} A${r},${r * 0.95} 0 0 1 ${x + r},${y}Z`) + rect(x - 1.5, y - r * 0.95 - r * 0.35, 3, r * 0.4);
}

function minaret(x: number, height: number, width: number): string {
  return (
    rect(x - width / 2, -height, width, height) +
    rect(x - width * 0.8, -height * 0.72, width * 1.6, 5) +
    rect(x - width * 0.8, -height * 0.95, width * 1.6, 5) +
    polygon([x - width / 2, -height, x, -height - width * 3, x + width / 2, -height])
  );
}

export const LANDMARKS: Record<Landmark, LandmarkDef> = {
  burjKhalifa: {
    height: 470,
    where: 'ground',
    draw: (s) =>
      mirrored([-34, 0, -34, -110, -26, -110, -26, -200, -18, -200, -18, -290, -11, -290, -11, -360, -6, -360, -3, -420, -1, -470]) +
      rect(-150, -120, 48, 120) +
      rect(-95, -165, 40, 165) +
      rect(60, -185, 44, 185) +
      rect(115, -105, 52, 105) +
      rect(-210, -70, 50, 70) +
      rect(175, -140, 36, 140) +
      windows(s, -150, -120, 48, 120, 10) +
      windows(s, 60, -185, 44, 185, 12) +
      windows(s, -34, -200, 68, 200, 8),
  },
  petronas: {
    height: 420,
    where: 'ground',
    draw: (s) => {
      const tower = (x: number) =>
        polygon([
          x - 26,
          0,
          x - 26,
          -250,
          x - 21,
          -250,
          x - 21,
          -295,
          x - 15,
          -295,
          x - 15,
          -330,
          x - 9,
          -330,
          x - 9,
          -355,
          x - 2,
          -355,
          x,
          -420,
          x + 2,
          -355,
          x + 9,
          -355,
          x + 9,
          -330,
          x + 15,
          -330,
          x + 15,
          -295,
          x + 21,
          -295,
          x + 21,
          -250,
          x + 26,
          -250,
          x + 26,
          0,
        ]) + windows(s, x - 26, -250, 52, 250, 14);
      return (
        tower(-48) +
        tower(48) +
        rect(-24, -175, 48, 9) +
        polygon([-24, -166, -12, -130, -8, -130, -18, -166]) +
        polygon([24, -166, 12, -130, 8, -130, 18, -166]) +
        rect(-170, -90, 60, 90) +
        rect(120, -120, 50, 120) +
        rect(-110, -55, 40, 55)
      );
    },
  },
  marinaBaySands: {
    height: 300,
    where: 'ground',
    draw: (s) => {
      let out = '';
      for (const x of [-120, -25, 70]) out += polygon([x, 0, x + 4, -250, x + 52, -250, x + 56, 0]) + windows(s, x, -250, 56, 250, 10);
      out += path('M-165,-250 L175,-258 Q195,-262 188,-272 L-150,-272 Q-172,-266 -165,-250Z');
      out += rect(-230, -80, 60, 80) + rect(200, -130, 45, 130) + rect(255, -70, 50, 70);
      out += path('M-300,0 Q-280,-60 -255,-40 Q-250,-75 -225,-45 L-215,0Z');
      return out;
    },
  },
  pagoda: {
    height: 330,
    where: 'ground',
    draw: (s) => {
      let out = rect(-70, -18, 140, 18);
      const tiers = 5;
      for (let i = 0; i < tiers; i++) {
        const w = 150 - i * 24;
        const y = -18 - i * 52;
        out += rect(-w / 2 + 18, y - 30, w - 36, 30);
        out += path(
          `M${-w / 2 - 22},${y - 22} Q${-w / 2},${y - 28} ${-w / 2 + 10},${y - 44} L${w / 2 - 10},${y - 44} Q${w / 2},${y - 28} ${w / 2 + 22},${y - 22} L${w / 2 - 4},${y - 30} L${-w / 2 + 4},${y - 30}Z`,
        );
        if (s.lightsOn) out += `<g fill="${s.lamp}">${rect(-4, y - 24, 8, 14)}</g>`;
      }
      out += polygon([-6, -18 - tiers * 52 + 8, 0, -330, 6, -18 - tiers * 52 + 8]);
      return out;
    },
  },
  tajMahal: {
    height: 330,
    where: 'ground',
    draw: (s) =>
      rect(-250, -22, 500, 22) +
      rect(-120, -160, 240, 140) +
      `<g fill="${s.light}">${path('M-28,-22 L-28,-110 Q0,-150 28,-110 L28,-22Z')}${path('M-95,-30 L-95,-80 Q-80,-100 -65,-80 L-65,-30Z')}${path('M65,-30 L65,-80 Q80,-100 95,-80 L95,-30Z')}</g>` +
      rect(-40, -190, 80, 32) +
      onionDome(0, -188, 62) +
      rect(-1.5, -340, 3, 24) +
      onionDome(-92, -160, 20) +
      onionDome(92, -160, 20) +
      minaret(-215, 240, 16) +
      minaret(215, 240, 16),
  },
  shikhara: {
    height: 300,
    where: 'ground',
    draw: (s) =>
      rect(-170, -12, 340, 12) +
      rect(-150, -24, 300, 12) +
      path('M-58,-24 L-58,-110 C-58,-200 -22,-255 0,-272 C22,-255 58,-200 58,-110 L58,-24Z') +
      `<g fill="${s.light}" opacity=".5">${path('M-30,-40 C-30,-150 -12,-230 0,-262 C-8,-220 -18,-150 -18,-40Z')}</g>` +
      circle(0, -278, 8) +
      rect(-1, -300, 2, 22) +
      polygon([1, -300, 24, -293, 1, -286], `fill="${s.accent}"`) +
      rect(-140, -84, 70, 60) +
      dome(-105, -84, 32) +
      rect(70, -70, 60, 46) +
      dome(100, -70, 27),
  },
  stupa: {
    height: 300,
    where: 'ground',
    draw: (s) =>
      rect(-160, -18, 320, 18) +
      rect(-132, -38, 264, 20) +
      path('M-108,-38 A108,100 0 0 1 108,-38Z') +
      `<g fill="${s.light}" opacity=".45">${path('M40,-40 A70,90 0 0 0 -20,-132 A108,100 0 0 1 104,-40Z')}</g>` +
      rect(-20, -160, 40, 26) +
      polygon([-15, -160, -3, -290, 3, -290, 15, -160]) +
      rect(-12, -200, 24, 4) +
      rect(-9, -230, 18, 4) +
      circle(0, -296, 6),
  },
  mosque: {
    height: 320,
    where: 'ground',
    draw: () =>
      rect(-170, -110, 340, 110) +
      dome(0, -110, 92) +
      path('M-2,-230 A8,8 0 1 0 10,-222 A6,6 0 1 1 -2,-230Z') +
      dome(-118, -110, 40) +
      dome(118, -110, 40) +
      rect(-60, -130, 120, 22) +
      minaret(-215, 290, 16) +
      minaret(215, 290, 16) +
      minaret(-270, 220, 13) +
      minaret(270, 220, 13),
  },
  pyramids: {
    height: 260,
    where: 'ground',
    draw: (s) =>
      polygon([-300, 0, -60, -260, 180, 0]) +
      `<g fill="${s.light}">${polygon([-60, -260, 180, 0, 40, 0])}${polygon([230, -190, 380, 0, 290, 0])}${polygon([420, -100, 500, 0, 450, 0])}</g>` +
      polygon([90, 0, 230, -190, 290, 0]) +
      polygon([360, 0, 420, -100, 450, 0]),
  },
  kasbah: {
    height: 230,
    where: 'ground',
    draw: (s) => {
      const tower = (x: number, w: number, h: number) => {
        let out = polygon([x - w / 2, 0, x - w / 2 + 6, -h, x + w / 2 - 6, -h, x + w / 2, 0]);
        for (let cx = x - w / 2 + 8; cx < x + w / 2 - 12; cx += 14) out += rect(cx, -h - 10, 8, 10);
        return out;
      };
      return (
        tower(-150, 70, 200) +
        tower(150, 70, 215) +
        tower(0, 260, 140) +
        tower(-50, 60, 175) +
        tower(220, 80, 110) +
        tower(-230, 90, 95) +
        `<g fill="${s.light}" opacity=".35">${rect(-170, -180, 12, 180)}${rect(130, -195, 12, 195)}</g>` +
        (s.lightsOn
          ? `<g fill="${s.lamp}">${rect(-160, -150, 8, 12)}${rect(-140, -110, 8, 12)}${rect(140, -160, 8, 12)}${rect(20, -90, 8, 12)}${rect(-60, -130, 8, 12)}</g>`
          : '')
      );
    },
  },
  eiffel: {
    height: 470,
    where: 'ground',
    draw: () =>
      path(
        'M-120,0 C-70,-70 -38,-170 -18,-300 L-9,-420 L-3,-455 L0,-470 L3,-455 L9,-420 L18,-300 C38,-170 70,-70 120,0 L82,0 C60,-62 -60,-62 -82,0Z',
      ) +
      rect(-62, -112, 124, 12) +
      rect(-30, -238, 60, 9) +
      rect(-12, -420, 24, 7),
  },
  bigBen: {
    height: 420,
    where: 'ground',
    draw: (s) => {
      let out = rect(-30, -300, 60, 300) + rect(-36, -318, 72, 30) + polygon([-36, -318, 0, -420, 36, -318]);
      out += polygon([-36, -318, -36, -345, -30, -318]) + polygon([36, -318, 36, -345, 30, -318]);
      out += `<g fill="${s.lightsOn ? s.lamp : s.light}">${circle(0, -262, 20)}</g>`;
      out += rect(30, -120, 330, 120);
      for (let x = 40; x < 360; x += 26) out += polygon([x, -120, x + 5, -150, x + 10, -120]);
      out += rect(200, -190, 40, 190) + polygon([200, -190, 220, -240, 240, -190]);
      out += windows(s, 30, -120, 330, 120, 16);
      return out;
    },
  },
  colosseum: {
    height: 190,
    where: 'ground',
    draw: (s) => {
      let arches = '';
      for (const [y, h] of [
        [-12, 36],
        [-60, 32],
        [-104, 30],
      ] as const) {
        for (let x = -215; x < 205; x += 30) {
          if (y === -104 && x > 120) continue;
          arches += `M${x},${y} l0,${-h + 8} q8,-10 16,0 l0,${h - 8}z`;
        }
      }
      return (
        path('M-235,0 L-235,-150 Q-40,-178 120,-160 L150,-120 L175,-128 L190,-90 L235,-96 L235,0Z') +
        rect(-240, -54, 480, 6) +
        rect(-240, -98, 480, 6) +
        `<g fill="${s.light}" opacity=".55">${path(arches)}</g>`
      );
    },
  },
  greekTemple: {
    height: 250,
    where: 'ground',
    draw: (s) => {
      let out = rect(-190, -18, 380, 18) + rect(-178, -34, 356, 16) + rect(-185, -205, 370, 22) + polygon([-190, -205, 0, -250, 190, -205]);
      for (let i = 0; i < 8; i++) out += rect(-168 + i * 47, -183, 18, 149);
      out += `<g fill="${s.light}" opacity=".5">${rect(-185, -205, 370, 5)}</g>`;
      return out;
    },
  },
  chapel: {
    height: 230,
    where: 'ground',
    draw: (s) => {
      const houses: [number, number, number, number][] = [
        [-260, -60, 80, 60],
        [-190, -95, 70, 95],
        [-130, -70, 60, 70],
        [110, -85, 90, 85],
        [190, -55, 80, 55],
        [250, -100, 60, 100],
      ];
      let white = '';
      for (const [x, y, w, h] of houses) white += rect(x, y, w, h);
      white += rect(-70, -140, 140, 140) + rect(60, -190, 38, 190);
      let out = `<g fill="${s.white}">${white}</g>`;
      out += `<g fill="${s.blue}">${path('M-60,-140 A60,58 0 0 1 60,-140Z')}${path('M60,-190 A19,22 0 0 1 98,-190Z')}${rect(-14, -70, 28, 70)}${rect(-170, -50, 16, 22)}${rect(140, -50, 16, 22)}${rect(265, -70, 16, 24)}</g>`;
      out += `<g fill="${s.fill}">${rect(-2, -226, 4, 30)}${rect(-10, -216, 20, 4)}${rect(74, -170, 10, 14)}</g>`;
      return out;
    },
  },
  castle: {
    height: 300,
    where: 'ground',
    draw: (s) => {
      // A fairy-tale castle: a gabled hall, slender towers with pointed roofs, a low crenellated wall.
      const tower = (x: number, w: number, h: number) =>
        rect(x - w / 2, -h, w, h) + polygon([x - w / 2 - 6, -h, x, -h - w * 1.8, x + w / 2 + 6, -h]);
      let out = rect(-210, -60, 420, 60);
      for (let x = -206; x < 206; x += 18) out += rect(x, -70, 9, 10);
      out += rect(-60, -170, 150, 110) + polygon([-66, -170, -66, -182, 15, -232, 96, -182, 96, -170]);
      out +=
        tower(-205, 34, 120) + tower(205, 34, 110) + tower(-100, 40, 205) + tower(-40, 22, 150) + tower(120, 30, 190) + tower(60, 18, 225);
      out += rect(59, -282, 3, 26) + polygon([62, -282, 84, -275, 62, -268], `fill="${s.accent}"`);
      out += `<g fill="${s.light}" opacity=".45">${rect(-112, -205, 8, 205)}${rect(110, -190, 7, 190)}${rect(-60, -170, 10, 110)}</g>`;
      if (s.lightsOn)
        out += `<g fill="${s.lamp}">${rect(-40, -150, 8, 14)}${rect(-10, -150, 8, 14)}${rect(20, -150, 8, 14)}${rect(50, -150, 8, 14)}${rect(-104, -170, 8, 14)}${rect(116, -160, 7, 12)}${rect(-20, -120, 8, 14)}${rect(30, -120, 8, 14)}</g>`;
      return out;
    },
  },
  windmill: {
    height: 300,
    where: 'ground',
    draw: (s) => {
      const mill = (x: number, scale: number, angle: number) => {
        const body =
          polygon([x - 42 * scale, 0, x - 28 * scale, -170 * scale, x + 28 * scale, -170 * scale, x + 42 * scale, 0]) +
          path(`M${x - 34 * scale},${-168 * scale} A${34 * scale},${30 * scale} 0 0 1 ${x + 34 * scale},${-168 * scale}Z`);
        let sails = '';
        for (let k = 0; k < 4; k++) {
          const a = angle + k * 90;
          sails += `<g transform="translate(${Math.round(x)} ${Math.round(-178 * scale)}) rotate(${a})">${rect(-2 * scale, 0, 4 * scale, 135 * scale)}${rect(3 * scale, 30 * scale, 22 * scale, 105 * scale, `fill="${s.light}" opacity=".6"`)}</g>`;
        }
        return body + sails + (s.lightsOn ? `<g fill="${s.lamp}">${rect(x - 6 * scale, -60 * scale, 12 * scale, 16 * scale)}</g>` : '');
      };
      return (
        mill(-40, 1, 20 + s.rng.int(0, 40)) +
        mill(230, 0.6, s.rng.int(0, 80)) +
        rect(-180, -40, 90, 40) +
        polygon([-186, -40, -135, -75, -84, -40])
      );
    },
  },
  lighthouse: {
    height: 300,
    where: 'ground',
    draw: (s) =>
      path('M-200,0 Q-150,-55 -60,-48 Q0,-70 60,-45 Q150,-40 220,0Z') +
      polygon([-28, -50, -18, -240, 18, -240, 28, -50]) +
      `<g fill="${s.white}">${polygon([-25.6, -95, -24.2, -125, 24.2, -125, 25.6, -95])}${polygon([-22, -170, -20.6, -200, 20.6, -200, 22, -170])}</g>` +
      rect(-26, -248, 52, 8) +
      rect(-14, -272, 28, 24, `fill="${s.lightsOn ? s.lamp : s.light}"`) +
      polygon([-18, -272, 0, -296, 18, -272]) +
      (s.lightsOn
        ? `<g fill="${s.lamp}" opacity=".22">${polygon([10, -266, 420, -320, 420, -210])}${polygon([-10, -266, -380, -330, -380, -215])}</g>`
        : '') +
      rect(40, -95, 80, 50) +
      polygon([34, -95, 80, -125, 126, -95]),
  },
  liberty: {
    height: 400,
    where: 'ground',
    draw: (s) =>
      polygon([-70, 0, -52, -70, -40, -70, -40, -170, 40, -170, 40, -70, 52, -70, 70, 0]) +
      rect(-46, -182, 92, 12) +
      polygon([-24, -182, -18, -290, -10, -318, 10, -318, 16, -290, 24, -182]) +
      circle(0, -332, 13) +
      polygon([-16, -340, -30, -356, -10, -346, -6, -366, 0, -348, 6, -366, 10, -346, 30, -356, 16, -340]) +
      polygon([8, -310, 26, -384, 36, -382, 20, -306]) +
      rect(22, -394, 18, 10) +
      path(`M31,-394 Q20,-410 31,-428 Q42,-410 31,-394Z`, `fill="${s.lamp}"`) +
      polygon([-22, -280, -44, -260, -40, -238, -18, -256]) +
      rect(-600, -40, 420, 40) +
      rect(-560, -120, 50, 120) +
      rect(-500, -180, 36, 180) +
      rect(-455, -95, 60, 95) +
      rect(-380, -150, 40, 150) +
      windows(s, -560, -180, 220, 180, 14),
  },
  cnTower: {
    height: 520,
    where: 'ground',
    draw: (s) =>
      polygon([-40, 0, -10, -300, 10, -300, 40, 0]) +
      ellipse(0, -318, 44, 18) +
      rect(-30, -338, 60, 14) +
      ellipse(0, -392, 14, 7) +
      polygon([-5, -330, -3, -520, 3, -520, 5, -330]) +
      rect(-260, -130, 60, 130) +
      rect(-190, -200, 48, 200) +
      rect(-130, -90, 50, 90) +
      rect(70, -160, 55, 160) +
      rect(135, -230, 45, 230) +
      rect(190, -110, 60, 110) +
      windows(s, -260, -200, 180, 200, 12) +
      windows(s, 70, -230, 180, 230, 12) +
      (s.lightsOn ? `<g fill="${s.lamp}">${rect(-40, -322, 80, 3)}</g>` : ''),
  },
  splitGate: {
    height: 300,
    where: 'ground',
    draw: (s) => {
      const half = [
        -190, 0, -190, -40, -175, -40, -175, -100, -160, -100, -160, -150, -140, -150, -138, -195, -118, -195, -112, -235, -92, -235, -84,
        -268, -66, -268, -56, -290, -38, -290, -30, -260, -30, 0,
      ];
      const left = polygon(half);
      const right = polygon(half.map((v, i) => (i % 2 === 0 ? -v : v)));
      let steps = '';
      for (let i = 0; i < 4; i++) steps += rect(-30 + i * 4, -8 * (i + 1), 60 - i * 8, 8);
      return (
        left +
        right +
        `<g fill="${s.light}" opacity=".35">${rect(-190, -40, 160, 4)}${rect(-175, -100, 145, 4)}${rect(-160, -150, 130, 4)}${rect(30, -40, 160, 4)}${rect(30, -100, 145, 4)}${rect(30, -150, 130, 4)}</g>` +
        steps
      );
    },
  },
  palms: {
    height: 300,
    where: 'ground',
    draw: (s) => palm(-60, 290, -50, s.fill) + palm(40, 240, 45, s.fill) + palm(150, 180, 60, s.fill) + path('M-200,0 Q-60,-30 260,0Z'),
  },
  waterVillas: {
    height: 150,
    where: 'water',
    draw: (s) => {
      let out = rect(-420, -34, 840, 7);
      for (let x = -380; x <= 380; x += 95) {
        out +=
          rect(x - 26, -72, 52, 38) +
          path(`M${x - 40},${-70} Q${x},${-120} ${x + 40},${-70}Z`) +
          rect(x - 22, -34, 4, 34) +
          rect(x + 18, -34, 4, 34);
        if (s.lightsOn) out += `<g fill="${s.lamp}">${rect(x - 8, -62, 16, 16)}</g>`;
      }
      return out + palm(-470, 150, -20, s.fill) + palm(470, 130, 25, s.fill);
    },
  },
  acacia: {
    height: 260,
    where: 'ground',
    draw: (s) => {
      const tree =
        path('M-6,0 L-4,-120 L-50,-170 L-44,-174 L-2,-132 L2,-190 L8,-190 L6,-130 L55,-176 L60,-170 L8,-118 L6,0Z') +
        ellipse(-60, -182, 70, 16) +
        ellipse(40, -196, 90, 20) +
        ellipse(-5, -206, 60, 14) +
        ellipse(95, -178, 45, 12);
      const giraffe =
        `<g transform="translate(230 0)">` +
        path(
          'M-40,-120 Q-10,-132 30,-122 L62,-230 L72,-236 L84,-228 L76,-220 L70,-222 L44,-112 Q44,-96 34,-92 L30,0 L24,0 L22,-88 L-18,-88 L-24,0 L-30,0 L-34,-92 Q-46,-100 -40,-120Z',
        ) +
        rect(-6, -88, 5, 88) +
        rect(8, -88, 5, 88) +
        `</g>`;
      return tree + (s.rng.chance(0.7) ? giraffe : '');
    },
  },
  sailboat: {
    height: 200,
    where: 'water',
    draw: (s) =>
      path('M-90,-20 L95,-20 Q80,6 60,8 L-68,8 Q-84,2 -90,-20Z') +
      rect(-4, -200, 5, 182) +
      polygon([4, -196, 4, -26, 88, -26], `fill="${s.white}"`) +
      polygon([-6, -180, -6, -26, -80, -26], `fill="${s.white}" opacity=".85"`) +
      polygon([1, -200, 24, -192, 1, -184], `fill="${s.accent}"`),
  },
  train: {
    height: 200,
    where: 'ground',
    draw: (s) => {
      let viaduct = rect(-460, -118, 920, 16);
      for (let x = -440; x < 460; x += 80)
        viaduct += path(
          `M${x},-102 L${x + 80},-102 L${x + 80},0 L${x + 66},0 L${x + 66},-50 Q${x + 40},-86 ${x + 14},-50 L${x + 14},0 L${x},0Z`,
        );
      let train = path('M-320,-124 L-320,-170 Q-318,-178 -300,-178 L-170,-178 L-170,-124Z');
      for (let x = -164; x < 200; x += 118) train += rect(x, -176, 112, 52);
      const panes = [];
      for (let x = -300; x < 300; x += 28) panes.push(rect(x, -166, 18, 14));
      const paint = `<g fill="${s.accent}">${rect(-320, -140, 632, 8)}</g>`;
      return viaduct + train + paint + `<g fill="${s.lightsOn ? s.lamp : s.light}" opacity=".9">${panes.join('')}</g>`;
    },
  },
  chalet: {
    height: 220,
    where: 'ground',
    draw: (s) =>
      rect(-90, -110, 180, 110) +
      polygon([-120, -100, 0, -200, 120, -100]) +
      `<g fill="${s.white}">${polygon([-120, -100, 0, -200, 120, -100, 106, -100, 0, -186, -106, -100])}${path('M-300,0 Q-150,-22 0,-6 Q160,-26 320,0Z')}</g>` +
      `<g fill="${s.lightsOn ? s.lamp : s.light}">${rect(-60, -80, 30, 30)}${rect(30, -80, 30, 30)}${rect(-15, -150, 30, 26)}</g>` +
      pine(-190, 200) +
      pine(-250, 150) +
      pine(180, 220) +
      pine(250, 160),
  },
  aeroplane: {
    height: 120,
    where: 'sky',
    draw: (s) =>
      `<g fill="${s.white}" opacity=".55">${rect(-520, -4, 400, 3)}${rect(-520, 6, 400, 3)}</g>` +
      path('M-120,0 Q-118,-12 -100,-12 L110,-12 Q140,-10 150,0 Q140,10 110,10 L-100,10 Q-118,10 -120,0Z') +
      polygon([-10, -10, -60, -90, -36, -90, 40, -10]) +
      polygon([-10, 8, -46, 60, -28, 60, 30, 8]) +
      polygon([-110, -10, -130, -56, -112, -56, -84, -10]),
  },
  balloons: {
    height: 300,
    where: 'sky',
    draw: (s) => {
      const colours = [s.accent, s.blue, s.lamp, s.white];
      let out = '';
      const spots: [number, number, number][] = [
        [-240, -120, 1],
        [-40, -220, 0.7],
        [160, -90, 1.2],
        [320, -230, 0.55],
        [-380, -260, 0.5],
      ];
      spots.forEach(([x, y, k], i) => {
        const c = colours[i % colours.length];
        const envelope = `M${x - 40 * k},${y} C${x - 46 * k},${y - 70 * k} ${x + 46 * k},${y - 70 * k} ${x + 40 * k},${y} Q${x + 18 * k},${y + 34 * k} ${x},${y + 40 * k} Q${x - 18 * k},${y + 34 * k} ${x - 40 * k},${y}Z`;
        out += path(envelope, `fill="${c}"`);
        out += path(
          `M${x - 14 * k},${y - 52 * k} Q${x},${y - 20 * k} ${x - 6 * k},${y + 36 * k} L${x + 6 * k},${y + 36 * k} Q${x},${y - 20 * k} ${x + 14 * k},${y - 52 * k}Z`,
          `fill="${s.fill}" opacity=".25"`,
        );
        out += rect(x - 8 * k, y + 48 * k, 16 * k, 12 * k, `fill="${s.fill}"`);
      });
      return out;
    },
  },
  golfFlag: {
    height: 220,
    where: 'ground',
    draw: (s) =>
      ellipse(0, 0, 240, 34, `fill="${mix('#7cc15a', s.fill, 0.35)}"`) +
      ellipse(-150, 30, 90, 14, `fill="${s.white}" opacity=".8"`) +
      ellipse(0, 0, 9, 3) +
      rect(-2, -210, 4, 210) +
      path('M2,-210 Q40,-200 78,-188 Q40,-172 2,-168Z', `fill="${s.accent}"`) +
      circle(60, -4, 5, `fill="${s.white}"`),
  },
  chequeredFlag: {
    height: 260,
    where: 'ground',
    draw: (s) => {
      let squares = '';
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < 6; col++) if ((row + col) % 2 === 0) squares += rect(col * 24, row * 24, 24, 24);
      const flag = `<g transform="translate(8 -250) skewY(8)"><rect width="144" height="96" fill="${s.white}"/><g fill="${s.fill}">${squares}</g></g>`;
      let kerb = '';
      for (let x = -600; x < 600; x += 40) kerb += rect(x, -14, 20, 10);
      return rect(-600, -14, 1200, 14, `fill="${s.fill}"`) + `<g fill="${s.accent}">${kerb}</g>` + rect(-4, -250, 6, 250) + flag;
    },
  },
};
