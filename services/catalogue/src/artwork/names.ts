/**
 * The artwork file names: the one place that builds the `/api/images/<file>.svg` URLs the
 * seed stores and turns a requested file name back into what to draw.
 *
 *   continent-<slug>        a continent ('continent-middle-east')
 *   country-<slug>          a country ('country-south-africa')
 *   holiday-<slug>          a holiday type ('holiday-beach-holidays')
 *   package-<slug>-<n>      picture n (1–9) of a package; the place is read from the slug
 *   banner-<n>              the home page banners
 *   payment-terms           the payment terms panel of the package page
 *   about-<words>, retreat-<words>, page-<words>   page banners (known words get a fitting title)
 *   scene-<any of the above poster names>           that poster's scene alone, without its words and frame
 */
import { ARTWORK_SCENE_PREFIX, HOLIDAY_TYPES } from '@agency/contracts';
import { CONTINENTS } from '../seed/continents';
import { type CountrySeed, seedCountries } from '../seed/countries';
import { holidayThemes, holidayTypeName } from '../seed/holiday-types';
import { hashText } from '../seed/random';
import { slugify } from '../seed/slug';
import type { PosterSpec } from './poster';
import type { Scene } from './scene';

export const IMAGE_PATH = '/api/images/';

const url = (name: string) => `${IMAGE_PATH}${name}.svg`;

export const imageUrl = {
  continent: (name: string) => url(`continent-${slugify(name)}`),
  country: (name: string) => url(`country-${slugify(name)}`),
  holidayType: (key: string) => url(`holiday-${slugify(key)}`),
  package: (slug: string, n: number) => url(`package-${slug}-${n}`),
  banner: (n: number) => url(`banner-${n}`),
  paymentTerms: () => url('payment-terms'),
  about: (words: string) => url(`about-${slugify(words)}`),
  retreat: (words: string) => url(`retreat-${slugify(words)}`),
  page: (words: string) => url(`page-${slugify(words)}`),
};

/**
 * Whether a name the artwork would draw is one the site shows, as far as the name tells:
 * continents, countries, holiday types, banners and the payment terms are fixed lists (the
 * drawing itself refuses others); a package's pictures carry the package's slug, which only
 * the database knows; a page's pictures must be ones this module titles. The raster previews
 * (costly to draw) are only made of such names, not of any name someone makes up.
 */
export type ArtworkClaim = { kind: 'listed' } | { kind: 'package'; slug: string } | { kind: 'invented' };

export function artworkClaim(file: string): ArtworkClaim {
  if (file.startsWith(ARTWORK_SCENE_PREFIX)) return artworkClaim(file.slice(ARTWORK_SCENE_PREFIX.length));
  const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : file;
  const dash = name.indexOf('-');
  const prefix = dash < 0 ? name : name.slice(0, dash);
  const rest = dash < 0 ? '' : name.slice(dash + 1);
  if (prefix === 'package') {
    const match = /^(.+)-\d$/.exec(rest);
    return match ? { kind: 'package', slug: match[1] } : { kind: 'invented' };
  }
  if (prefix === 'about' || prefix === 'retreat' || prefix === 'page')
    return Object.hasOwn(PAGES[prefix].titles, rest) ? { kind: 'listed' } : { kind: 'invented' };
  return { kind: 'listed' };
}

/** What a file name asks for: a poster, the payment terms panel, or nothing known. */
export type ArtworkRequest = { kind: 'poster'; spec: PosterSpec } | { kind: 'paymentTerms' } | { kind: 'malformed' } | { kind: 'unknown' };

const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
const MAX_FILE_NAME = 160;
const MAX_PICTURES = 9;

const BANNERS: readonly { title: string; subtitle: string; scene: Scene }[] = [
  {
    title: 'Escape to Paradise',
    subtitle: 'Maldives · Bali · Mauritius',
    scene: { landscape: 'sea', landmark: 'waterVillas', time: 'sunset' },
  },
  { title: 'Journeys of a Lifetime', subtitle: 'Europe · Asia · Africa', scene: { landscape: 'alps', landmark: 'train', time: 'morning' } },
];

/** Page banners with a title of their own; other words under the same prefix get a titled-case title. */
const PAGES: Record<
  'about' | 'retreat' | 'page',
  { subtitle: string; scenes: readonly Scene[]; titles: Record<string, { title: string; subtitle?: string; scene?: Scene }> }
> = {
  about: {
    subtitle: 'Travel with heart',
    scenes: [
      { landscape: 'lake', landmark: 'tajMahal', time: 'dawn' },
      { landscape: 'sea', landmark: 'sailboat', time: 'golden' },
      { landscape: 'mountains', landmark: 'balloons', time: 'dawn' },
    ],
    titles: {
      us: { title: 'About Us', scene: { landscape: 'lake', landmark: 'tajMahal', time: 'dawn' } },
      banner: { title: 'About Us', scene: { landscape: 'lake', landmark: 'tajMahal', time: 'golden' } },
      goal: { title: 'Our Goal', scene: { landscape: 'sea', landmark: 'sailboat', time: 'morning' } },
      purpose: { title: 'Our Purpose', scene: { landscape: 'hills', landmark: 'palms', time: 'golden' } },
      story: { title: 'Our Story', scene: { landscape: 'mountains', landmark: 'balloons', time: 'dawn' } },
      sustainable: { title: 'Responsible Travel', scene: { landscape: 'savanna', landmark: 'acacia', time: 'golden' } },
    },
  },
  retreat: {
    subtitle: 'Pushkar · Rajasthan',
    scenes: [
      { landscape: 'lake', landmark: 'shikhara', time: 'dawn' },
      { landscape: 'desert', landmark: 'shikhara', time: 'golden' },
      { landscape: 'lake', landmark: 'shikhara', time: 'sunset' },
    ],
    titles: {
      hero: { title: 'The Awakening Retreat', scene: { landscape: 'lake', landmark: 'shikhara', time: 'dawn' } },
      // The retreat page's hero, and so its link preview (mf-retreat's content.ts): drawn as before it was listed.
      'pushkar-lake': { title: 'Pushkar Lake' },
      soulpod: {
        title: 'SoulPod',
        subtitle: 'Shared pods · 1 to 8 guests',
        scene: { landscape: 'desert', landmark: 'shikhara', time: 'night' },
      },
      'harmony-quad': {
        title: 'Harmony Quad',
        subtitle: 'Rooms for 4 or 5',
        scene: { landscape: 'lake', landmark: 'shikhara', time: 'golden' },
      },
      'duo-room': { title: 'Duo Room', subtitle: 'Rooms for 2 or 3', scene: { landscape: 'lake', landmark: 'shikhara', time: 'sunset' } },
      'day-1': { title: 'Vibe & Align', subtitle: 'Day 1', scene: { landscape: 'lake', landmark: 'shikhara', time: 'dawn' } },
      'day-2': { title: 'Breathe & Rise', subtitle: 'Day 2', scene: { landscape: 'desert', landmark: 'balloons', time: 'dawn' } },
      'day-3': { title: 'Wander & Wonder', subtitle: 'Day 3', scene: { landscape: 'desert', landmark: 'shikhara', time: 'sunset' } },
    },
  },
  page: {
    subtitle: 'Holidays made with care',
    scenes: [
      { landscape: 'sea', landmark: 'lighthouse', time: 'golden' },
      { landscape: 'hills', landmark: 'windmill', time: 'morning' },
    ],
    titles: {
      'privacy-policy': { title: 'Privacy Notice', scene: { landscape: 'sea', landmark: 'lighthouse', time: 'dusk' } },
      'terms-conditions': { title: 'Terms & Conditions', scene: { landscape: 'hills', landmark: 'windmill', time: 'golden' } },
      contact: { title: 'Get In Touch', subtitle: '24*7 Support', scene: { landscape: 'sea', landmark: 'sailboat', time: 'golden' } },
      '404': {
        title: 'Page Not Found',
        subtitle: 'Lost, but in a good place',
        scene: { landscape: 'desert', landmark: 'kasbah', time: 'night' },
      },
    },
  },
};

const titleCase = (words: string) =>
  words
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** slug of a country or of one of its cities → the country (a package's slug names one of them). */
let places: ReadonlyMap<string, CountrySeed> | undefined;
function placesBySlug(): ReadonlyMap<string, CountrySeed> {
  if (places) return places;
  const map = new Map<string, CountrySeed>();
  for (const country of seedCountries()) for (const city of country.cities) map.set(slugify(city), country);
  for (const country of seedCountries()) map.set(slugify(country.name), country);
  places = map;
  return map;
}

/** The first place named in a slug, and the slug's other words. */
function findPlace(slug: string): { country: CountrySeed; rest: string[] } | null {
  const tokens = slug.split('-');
  for (let i = 0; i < tokens.length; i++) {
    for (let length = Math.min(4, tokens.length - i); length >= 1; length--) {
      const country = placesBySlug().get(tokens.slice(i, i + length).join('-'));
      if (country) return { country, rest: [...tokens.slice(0, i), ...tokens.slice(i + length)] };
    }
  }
  return null;
}

export function resolveArtwork(file: string): ArtworkRequest {
  if (file.length > MAX_FILE_NAME || !FILE_NAME.test(file)) return { kind: 'malformed' };
  if (file.startsWith(ARTWORK_SCENE_PREFIX)) {
    const posterName = file.slice(ARTWORK_SCENE_PREFIX.length);
    if (posterName.startsWith(ARTWORK_SCENE_PREFIX)) return { kind: 'unknown' };
    // Only a poster has a scene. It is seeded by the poster's own name: both draw the same picture.
    const poster = resolveArtwork(posterName);
    return poster.kind === 'poster' ? { kind: 'poster', spec: { ...poster.spec, sceneOnly: true } } : { kind: 'unknown' };
  }
  const name = file.slice(0, -'.svg'.length);
  const dash = name.indexOf('-');
  const prefix = dash < 0 ? name : name.slice(0, dash);
  const rest = dash < 0 ? '' : name.slice(dash + 1);
  const poster = (spec: PosterSpec): ArtworkRequest => ({ kind: 'poster', spec });

  switch (prefix) {
    case 'continent': {
      const continent = CONTINENTS.find((c) => slugify(c.name) === rest);
      return continent
        ? poster({ title: continent.name, subtitle: 'Holidays & tours', scene: continent.scene, seed: name })
        : { kind: 'unknown' };
    }
    case 'country': {
      const country = seedCountries().find((c) => slugify(c.name) === rest);
      return country ? poster({ title: country.name, subtitle: country.continent, scene: country.scene, seed: name }) : { kind: 'unknown' };
    }
    case 'holiday': {
      const key = HOLIDAY_TYPES.find((k) => slugify(k) === rest);
      return key
        ? poster({ title: holidayTypeName(key), subtitle: 'Handpicked holidays', scene: holidayThemes()[key].scene, seed: name })
        : { kind: 'unknown' };
    }
    case 'package': {
      const match = /^(.+)-(\d)$/.exec(rest);
      if (!match) return { kind: 'unknown' };
      const picture = Number(match[2]);
      const found = findPlace(match[1]);
      if (!found || picture < 1 || picture > MAX_PICTURES) return { kind: 'unknown' };
      const subtitle = titleCase(found.rest.join('-')) || found.country.continent;
      // Pictures of one package walk through the day, so a gallery never repeats itself.
      return poster({
        title: found.country.name,
        subtitle,
        scene: found.country.scene,
        seed: name,
        timeShift: [0, 3, 5, 2, 4, 1, 6, 3, 5][picture - 1],
      });
    }
    case 'banner': {
      const banner = /^\d+$/.test(rest) ? BANNERS[Number(rest) - 1] : undefined;
      return banner ? poster({ ...banner, seed: name }) : { kind: 'unknown' };
    }
    case 'payment':
      return rest === 'terms' ? { kind: 'paymentTerms' } : { kind: 'unknown' };
    case 'about':
    case 'retreat':
    case 'page': {
      if (!rest) return { kind: 'unknown' };
      const page = PAGES[prefix];
      const known = page.titles[rest];
      return poster({
        title: known?.title ?? titleCase(rest),
        subtitle: known?.subtitle ?? page.subtitle,
        scene: known?.scene ?? page.scenes[hashText(rest) % page.scenes.length],
        seed: name,
      });
    }
    default:
      return { kind: 'unknown' };
  }
}
