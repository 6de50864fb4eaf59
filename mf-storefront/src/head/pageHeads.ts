/**
 * The head of every storefront page: title, description, canonical address, preview image
 * and structured data, from the data the page shows. One module, so the words search
 * results and link previews show are written (and reviewed) in one place.
 */
import type { Package } from '@agency/contracts';
import { type PageHead, shortDescription } from '@agency/page/protocol';
import { imageFileOfUrl, ogImagePath, site } from '@agency/site';
import { cardPrice, formatRupees } from '../deals/packageText';
import { searchTextOf } from '../packages/filters';
import { countryPath, packageDetailPath, paths, regionPath } from '../paths';
import type { RegionContinent, RegionCountry } from '../regions/resolveRegion';
import { searchResultsTitle } from '../search/searchTexts';
import { breadcrumbs, type Crumb, touristTrip, travelAgency } from './structuredData';

const HOME: Crumb = { name: 'Home', path: paths.home };

/** The 1200×630 PNG of an image the catalogue serves: link previews (WhatsApp, Facebook) show raster images only. */
export function previewImagePath(imageUrl: string | undefined): string | undefined {
  const file = imageUrl && imageFileOfUrl(imageUrl);
  return file ? ogImagePath(file) : undefined;
}

export function homeHead(origin: string): PageHead {
  return {
    title: 'Holiday packages from India to the world',
    description: `${site.tagline}. ${site.yearsOfExperience} years of planning holidays across Asia, Europe, Africa and the Indian Ocean, with packages for honeymoons, families and adventure.`,
    canonicalPath: paths.home,
    structuredData: [travelAgency(origin)],
  };
}

export function regionsHead(origin: string): PageHead {
  return {
    title: 'Destinations',
    description: `Explore holiday destinations by region with ${site.brandName}: continents, countries and the packages our specialists plan there.`,
    canonicalPath: paths.destination,
    structuredData: [breadcrumbs(origin, [HOME, { name: 'Destinations', path: paths.destination }])],
  };
}

export function continentHead(origin: string, continent: RegionContinent): PageHead {
  const path = regionPath(continent.route);
  return {
    title: `${continent.name} holiday packages`,
    description: shortDescription(continent.intro || `Holiday packages to ${continent.name}, planned by ${site.brandName}.`),
    canonicalPath: path,
    imagePath: previewImagePath(continent.image),
    imageAlt: continent.name,
    structuredData: [breadcrumbs(origin, [HOME, { name: 'Destinations', path: paths.destination }, { name: continent.name, path }])],
  };
}

export function countryHead(origin: string, country: RegionCountry, continentPath: string | undefined): PageHead {
  const path = countryPath(country.name);
  const trail: Crumb[] = [HOME, ...(continentPath ? [{ name: country.continent, path: continentPath }] : []), { name: country.name, path }];
  return {
    title: `${country.name} holiday packages`,
    description: shortDescription(country.intro || `Holiday packages to ${country.name}, planned by ${site.brandName}.`),
    canonicalPath: path,
    imagePath: previewImagePath(country.image),
    imageAlt: country.name,
    structuredData: [breadcrumbs(origin, trail)],
  };
}

export function holidayListHead(title: string, path: string, description: string): PageHead {
  return { title, description, canonicalPath: path };
}

export function holidayTypeHead(origin: string, name: string, path: string, image: string | undefined, parent: Crumb): PageHead {
  return {
    title: `${name} packages`,
    description: `${name} holiday packages from ${site.brandName}: handpicked itineraries with hotels, transfers and sightseeing, priced in rupees.`,
    canonicalPath: path,
    imagePath: previewImagePath(image),
    imageAlt: name,
    structuredData: [breadcrumbs(origin, [HOME, parent, { name, path }])],
  };
}

/** The one holiday type the deals list's query names ('Beach_Holidays'), or null. */
export function singleHolidayTypeOf(search: URLSearchParams): string | null {
  return singleValue(search.get('holidayType') ?? search.get('holiday_types'));
}

function singleValue(value: string | null): string | null {
  return value && !value.includes(',') ? value : null;
}

/**
 * The deals list: its filters name the page when they are a country or a holiday type,
 * the type by the name the catalogue gives it (`typeName`, 'Beach Holidays'), not its key.
 */
export function packagesHead(search: URLSearchParams, typeName?: string): PageHead {
  const text = searchTextOf(search);
  if (text) {
    // A search's own page: its text names it; filters beside it are a refinement, not another page.
    return {
      title: searchResultsTitle(text),
      description: `Holidays from ${site.brandName} matching “${text}”: compare destinations, durations and prices in rupees.`,
      canonicalPath: `${paths.deals}?${new URLSearchParams({ q: text.toLowerCase() }).toString()}`,
    };
  }
  const place = singleValue(search.get('country'));
  const type = singleHolidayTypeOf(search);
  const canonical = new URLSearchParams();
  if (place) canonical.set('country', place.toLowerCase());
  if (type) canonical.set('holidayType', type);
  const query = canonical.toString();
  const named = type && typeName ? `${typeName} packages` : 'holiday packages';
  const subject = [named, place ? `to ${titleCase(place)}` : ''].filter(Boolean).join(' ');
  return {
    title: subject.charAt(0).toUpperCase() + subject.slice(1),
    description: `Compare ${subject} from ${site.brandName}: filter by destination, holiday type, budget and duration, with prices in rupees.`,
    canonicalPath: query ? `${paths.deals}?${query}` : paths.deals,
  };
}

export function packageHead(origin: string, pkg: Package, title: string): PageHead {
  const path = packageDetailPath(pkg._id);
  const places = pkg.destinations.countries.map((country) => country.name).join(', ');
  const nights = Math.max(pkg.duration - 1, 0);
  const price = cardPrice(pkg);
  const image = previewImagePath(pkg.images[0]);
  return {
    title: `${title}: ${nights} nights${price > 0 ? ` from ${formatRupees(price)}` : ''}`,
    description: shortDescription(
      `${places ? `${places}. ` : ''}${nights} nights / ${pkg.duration} days${price > 0 ? `, from ${formatRupees(price)} per person` : ''}. ${pkg.description.paragraph || pkg.description.title}`,
    ),
    canonicalPath: path,
    imagePath: image,
    imageAlt: title,
    kind: 'product',
    structuredData: [
      touristTrip(origin, pkg, path, image),
      breadcrumbs(origin, [HOME, { name: 'Packages', path: paths.deals }, { name: title, path }]),
    ],
  };
}

export function staticPageHead(title: string, path: string, description: string): PageHead {
  return { title, description, canonicalPath: path };
}

/** Pages that belong to one visit (a form with its package, a page without its data): kept out of search. */
export function privateHead(title: string): PageHead {
  return { title, description: site.tagline, noindex: true };
}

export function notFoundHead(title: string): PageHead {
  return { title, description: 'This page could not be found. Browse our destinations and holiday packages instead.', noindex: true };
}

function titleCase(text: string): string {
  return text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
}
