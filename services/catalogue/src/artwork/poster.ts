/**
 * Composes a travel poster: sky gradient for the time of day, sun or moon, the
 * landscape's far layers, the landmark silhouette, the near layers, and the place's name
 * in serif capitals under a thin frame. The same spec always gives the same bytes.
 */
import { createRandom, hashText } from '../seed/random';
import { mix } from './color';
import { LANDMARKS, type LandmarkStyle, palm } from './landmarks';
import { drawLandscape, HEIGHT, HORIZON, landColor, WIDTH } from './landscapes';
import { PALETTES, type Palette } from './palettes';
import { type Landmark, type Scene, TIMES_OF_DAY, type TimeOfDay } from './scene';
import { circle, escapeXml, group, place, rect } from './shapes';

export interface PosterSpec {
  title: string;
  subtitle?: string;
  scene: Scene;
  /** Seeds the poster's randomness: the file name, so each file has its own look. */
  seed: string;
  /** Steps along the day from the scene's time (variants of the same place differ). */
  timeShift?: number;
  /** The scene alone: no title, subtitle, scrim or frame (a page puts its own heading over it). */
  sceneOnly?: boolean;
}

/** Landmarks that belong on a tropical shore: they get a palm framing the picture. */
const TROPICAL: ReadonlySet<Landmark> = new Set(['palms', 'waterVillas', 'splitGate', 'pagoda', 'stupa']);

export const TITLE_FONT = "'Playfair Display', 'DejaVu Serif', Georgia, 'Times New Roman', serif";
export const TEXT_FONT = "Inter, Poppins, 'DejaVu Sans', 'Helvetica Neue', Arial, sans-serif";

function timeOf(spec: PosterSpec, rng: ReturnType<typeof createRandom>): TimeOfDay {
  const start = spec.scene.time ? TIMES_OF_DAY.indexOf(spec.scene.time) : rng.int(0, TIMES_OF_DAY.length - 1);
  return TIMES_OF_DAY[(start + (spec.timeShift ?? 0)) % TIMES_OF_DAY.length];
}

function defs(palette: Palette): string {
  const [top, middle, horizon] = palette.sky;
  return (
    '<defs>' +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".6" stop-color="${middle}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.glow}" stop-opacity=".85"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.water[0]}"/><stop offset="1" stop-color="${palette.water[1]}"/></linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${landColor(palette, '#d4ad55', 0.4)}"/><stop offset="1" stop-color="${landColor(palette, '#9c7434', 0.9)}"/></linearGradient>` +
    `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.titleShadow}" stop-opacity=".5"/><stop offset="1" stop-color="${palette.titleShadow}" stop-opacity="0"/></linearGradient>` +
    '</defs>'
  );
}

function skyAndLights(palette: Palette, rng: ReturnType<typeof createRandom>, sunX: number): string {
  let out = rect(0, 0, WIDTH, HORIZON + 60, 'fill="url(#sky)"');
  if (palette.stars) {
    let stars = '';
    for (let i = 0; i < 55; i++) stars += circle(rng.int(10, WIDTH - 10), rng.int(10, HORIZON * 0.7), rng.int(5, 20) / 10);
    out += `<g fill="#fffbe8" opacity=".8">${stars}</g>`;
  }
  const sunY = HORIZON - palette.sunHeight * (HORIZON - 270);
  out += circle(sunX, sunY, palette.moon ? 150 : 230, 'fill="url(#glow)"');
  out += circle(sunX, sunY, palette.moon ? 34 : 48, `fill="${palette.sun}"`);
  if (palette.moon)
    out += `<g fill="${palette.sky[1]}" opacity=".18">${circle(sunX - 10, sunY - 8, 8)}${circle(sunX + 12, sunY + 6, 6)}${circle(sunX + 2, sunY + 16, 4)}</g>`;
  return out;
}

function frame(palette: Palette): string {
  return `<rect x="22" y="22" width="${WIDTH - 44}" height="${HEIGHT - 44}" rx="6" fill="none" stroke="${palette.title}" stroke-opacity=".55" stroke-width="2"/>`;
}

function titleBlock(spec: PosterSpec, palette: Palette): string {
  const title = escapeXml(spec.title);
  const size = Math.min(112, Math.floor(900 / (Math.max(spec.title.length, 4) * 0.62)));
  const y = 118 + size * 0.78;
  const shadow = `fill="${palette.titleShadow}" opacity=".35"`;
  let out = rect(0, 0, WIDTH, 330, 'fill="url(#scrim)"');
  const font = `text-anchor="middle" font-family="${TITLE_FONT}" font-size="${size}" font-weight="700" letter-spacing="3"`;
  out += `<text x="603" y="${Math.round(y) + 4}" ${font} ${shadow}>${title}</text>`;
  out += `<text x="600" y="${Math.round(y)}" ${font} fill="${palette.title}">${title}</text>`;
  if (spec.subtitle) {
    const sub = escapeXml(spec.subtitle.toUpperCase());
    const half = (spec.subtitle.length * 21) / 2 + 8;
    out += `<text x="600" y="98" text-anchor="middle" font-family="${TEXT_FONT}" font-size="20" font-weight="600" letter-spacing="6" fill="${palette.title}">${sub}</text>`;
    out += `<g fill="${palette.title}" opacity=".8">${rect(600 - half - 70, 90, 56, 2)}${rect(600 + half + 14, 90, 56, 2)}</g>`;
  }
  return out;
}

export function renderPoster(spec: PosterSpec): string {
  const rng = createRandom(hashText(spec.seed));
  const time = timeOf(spec, rng);
  const palette = PALETTES[time];
  const sunX = rng.int(330, 870);
  const layers = drawLandscape(spec.scene.landscape, { palette, rng, sunX });

  let landmark = '';
  let front = '';
  if (spec.scene.landmark) {
    const def = LANDMARKS[spec.scene.landmark];
    const fill = mix(palette.silhouette, palette.sky[2], 0.12);
    const style: LandmarkStyle = {
      fill,
      light: mix(fill, palette.glow, 0.35),
      lamp: '#ffd27a',
      lightsOn: palette.lights,
      white: mix(mix('#f8f5ee', palette.tint, palette.tintAmount * 0.6), palette.silhouette, palette.shade * 0.35),
      blue: mix('#1f63b5', palette.silhouette, palette.shade * 0.5),
      accent: mix('#e4572e', palette.silhouette, palette.shade * 0.4),
      rng,
    };
    const drawing = def.draw(style);
    const x = WIDTH / 2 + rng.int(-90, 90);
    const flip = rng.chance(0.3) && def.where !== 'sky';
    if (def.where === 'ground') {
      const scale = Math.min(1, (layers.groundY - 250) / def.height);
      landmark = group(drawing, `fill="${fill}" ${place(x, layers.groundY, scale, flip)}`);
      if (layers.reflect)
        landmark += group(
          drawing,
          `fill="${fill}" opacity=".22" transform="translate(${x} ${layers.groundY}) scale(${flip ? -scale : scale} ${-scale})"`,
        );
    } else if (def.where === 'water') {
      const scale = spec.scene.landmark === 'sailboat' ? 0.55 : 0.85;
      front = group(drawing, `fill="${fill}" ${place(x, layers.waterY, scale, flip)}`);
    } else {
      landmark = group(
        drawing,
        `fill="${fill}" ${place(spec.scene.landmark === 'aeroplane' ? 780 : 600, spec.scene.landmark === 'aeroplane' ? 330 : 500, 0.85)}`,
      );
    }
    if ((spec.scene.landscape === 'sea' || spec.scene.landscape === 'karst') && TROPICAL.has(spec.scene.landmark)) {
      const left = rng.chance(0.5);
      front += group(palm(left ? 30 : WIDTH - 30, 560, left ? 110 : -110, palette.silhouette), `transform="translate(0 ${HEIGHT + 10})"`);
    }
  }

  const label = escapeXml(spec.subtitle ? `${spec.title} – ${spec.subtitle}` : spec.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    defs(palette) +
    skyAndLights(palette, rng, sunX) +
    layers.far +
    landmark +
    layers.near +
    front +
    (spec.sceneOnly ? '' : titleBlock(spec, palette) + frame(palette)) +
    '</svg>'
  );
}
