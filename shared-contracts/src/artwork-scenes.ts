/**
 * Names of the image call's generated artwork (`GET /api/images/<name>.svg`) that a page
 * derives by rule from a name the catalogue gave it. Beside the calls rather than in
 * ./calls/catalogue.ts: the browser build takes only plain data from the call files.
 */

/**
 * A generated poster's scene alone, without its words, scrim and frame: 'scene-' before the
 * poster's name ('scene-country-thailand.svg'). For a picture the page sets its own heading
 * over: a page banner grows taller than the poster's crop on a phone when its heading wraps,
 * and showed the poster's own title behind the page's ("Exclusive Deals" behind a search).
 */
export const ARTWORK_SCENE_PREFIX = 'scene-';

/** The scene-only picture of an image URL when it is generated artwork (a `.svg` name); any other image unchanged. */
export function artworkSceneUrl(url: string): string {
  const match = /^(.*\/)([a-z0-9-]+\.svg)$/.exec(url);
  if (!match || match[2].startsWith(ARTWORK_SCENE_PREFIX)) return url;
  return `${match[1]}${ARTWORK_SCENE_PREFIX}${match[2]}`;
}
