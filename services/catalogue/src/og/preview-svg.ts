/**
 * The SVG that becomes a link preview: the source picture scaled to cover exactly
 * OG_WIDTH×OG_HEIGHT, cropped and never stretched. Link previews (WhatsApp, Facebook, X) want
 * 1.91:1; the posters are 3:2 and uploads are anything.
 *
 * - Generated artwork is an SVG whose root has a `viewBox`: the root's viewBox is narrowed to
 *   the cover crop, so the poster is drawn once at full quality (no nested document).
 * - An uploaded raster image is embedded as `<image href="data:…">` with
 *   `preserveAspectRatio="xMidYMid slice"`: cover, centred.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/**
 * Where a vertical crop starts, as a share of the height cut away: the posters put their title
 * and subtitle in the top fifth, so a centred crop (0.5) would cut the subtitle; 0.3 keeps it
 * and still shows the landmark.
 */
const VERTICAL_CROP_BIAS = 0.3;

/**
 * resvg takes only the first family of a `font-family` list (a missing 'Playfair Display'
 * falls to the default font, not to the 'DejaVu Serif' after it), and fonts are the
 * machine's: each list is replaced by the installed family it would have reached.
 */
export const RASTER_FONTS = { serif: 'DejaVu Serif', sans: 'DejaVu Sans' } as const;

const ROOT_TAG = /<svg\b[^>]*>/;
const VIEW_BOX = /\bviewBox="\s*([-\d.]+)[\s,]+([-\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/;

/** The poster as a preview-sized SVG, or null when its root has no usable viewBox. */
export function coverArtworkSvg(svg: string): string | null {
  const root = ROOT_TAG.exec(svg);
  const box = root && VIEW_BOX.exec(root[0]);
  if (!root || !box) return null;
  const [x, y, width, height] = box.slice(1).map(Number);
  if (!(width > 0 && height > 0)) return null;
  const crop = coverCrop(width, height);
  const viewBox = `${round(x + crop.x)} ${round(y + crop.y)} ${round(crop.width)} ${round(crop.height)}`;
  const tag = root[0]
    .replace(/\s(?:width|height|viewBox|preserveAspectRatio)="[^"]*"/g, '')
    .replace(/^<svg\b/, `<svg width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="${viewBox}" preserveAspectRatio="none"`);
  return withRasterFonts(svg.slice(0, root.index) + tag + svg.slice(root.index + root[0].length));
}

/** An uploaded picture (its bytes and type) as a preview-sized SVG. */
export function coverRasterSvg(bytes: Buffer, mime: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">` +
    // Shown where the picture leaves nothing (transparent parts).
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#0b3a55"/>` +
    `<image href="data:${mime};base64,${bytes.toString('base64')}" x="0" y="0" width="${OG_WIDTH}" height="${OG_HEIGHT}" preserveAspectRatio="xMidYMid slice"/>` +
    '</svg>'
  );
}

/** The part of a width×height picture that covers the preview: the full width or height, the other cut to 1200:630. */
export function coverCrop(width: number, height: number): { x: number; y: number; width: number; height: number } {
  const target = OG_WIDTH / OG_HEIGHT;
  if (width / height > target) {
    const cropWidth = height * target;
    return { x: (width - cropWidth) / 2, y: 0, width: cropWidth, height };
  }
  const cropHeight = width / target;
  return { x: 0, y: (height - cropHeight) * VERTICAL_CROP_BIAS, width, height: cropHeight };
}

function withRasterFonts(svg: string): string {
  return svg.replace(/font-family="([^"]*)"/g, (_match, list: string) => `font-family="${rasterFontOf(list)}"`);
}

/** The first family of the list that says what it is decides: 'Playfair Display', 'DejaVu Serif', Georgia, serif → DejaVu Serif; otherwise sans. */
export function rasterFontOf(list: string): string {
  for (const family of list.split(',').map((name) =>
    name
      .trim()
      .replace(/^['"]|['"]$/g, '')
      .toLowerCase(),
  )) {
    if (family.includes('sans') || family === 'arial' || family === 'helvetica') return RASTER_FONTS.sans;
    if (family.includes('serif') || family === 'georgia' || family.startsWith('times')) return RASTER_FONTS.serif;
  }
  return RASTER_FONTS.sans;
}

const round = (value: number) => Math.round(value * 100) / 100;
