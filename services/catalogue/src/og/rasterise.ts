/**
 * SVG → PNG with resvg (a Rust renderer: no browser, no system image library). A poster costs
 * about 50 ms of CPU (the first render, loading the system fonts, about 170 ms; an embedded
 * photo of a few MB more), measured on this machine. `renderAsync` runs it on libuv's thread
 * pool, so the event loop keeps serving meanwhile; callers still cache the bytes
 * (./preview-cache.ts).
 */
import { renderAsync } from '@resvg/resvg-js';
import { RASTER_FONTS } from './preview-svg';

const RENDER_OPTIONS = {
  // The machine's fonts (Debian: DejaVu, Liberation); the site's self-hosted web fonts are WOFF2, which resvg cannot read.
  font: {
    loadSystemFonts: true,
    defaultFontFamily: RASTER_FONTS.sans,
    serifFamily: RASTER_FONTS.serif,
    sansSerifFamily: RASTER_FONTS.sans,
  },
  logLevel: 'off',
} as const;

export async function rasterise(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, RENDER_OPTIONS);
  return image.asPng();
}
