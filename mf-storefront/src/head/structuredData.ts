/**
 * schema.org objects for the storefront's pages (JSON-LD): the agency itself on the home
 * page, a package as a TouristTrip with its Offer in rupees, and the breadcrumb trail of
 * nested pages. Built from the same data the page shows, so search results never disagree
 * with the page.
 */
import type { Package } from '@agency/contracts';
import { site } from '@agency/site';
import { cardPrice } from '../deals/packageText';

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  path: string;
}

export function travelAgency(origin: string): object {
  const { street, city, postalCode, country } = site.address;
  return {
    '@context': CONTEXT,
    '@type': 'TravelAgency',
    name: site.brandName,
    description: site.tagline,
    url: `${origin}/`,
    telephone: site.phone.e164,
    email: site.email,
    address: { '@type': 'PostalAddress', streetAddress: street, addressLocality: city, postalCode, addressCountry: country },
    openingHours: 'Mo-Su 10:00-22:00',
    sameAs: site.social.map((link) => link.href),
  };
}

export function breadcrumbs(origin: string, trail: readonly Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, `${origin}/`).href,
    })),
  };
}

/** A package: the trip, where it goes, for how long, and its price from, in INR. */
export function touristTrip(origin: string, pkg: Package, path: string, imagePath: string | undefined): object {
  const url = new URL(path, `${origin}/`).href;
  return {
    '@context': CONTEXT,
    '@type': 'TouristTrip',
    name: pkg.packageName,
    description: pkg.description.paragraph || pkg.description.title,
    url,
    ...(imagePath ? { image: new URL(imagePath, `${origin}/`).href } : {}),
    touristType: pkg.holiday_types,
    itinerary: {
      '@type': 'ItemList',
      itemListElement: pkg.cityNight.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: { '@type': 'City', name: stop.cityName, description: `${stop.totalNights} night${stop.totalNights === 1 ? '' : 's'}` },
      })),
    },
    provider: { '@type': 'TravelAgency', name: site.brandName, url: `${origin}/` },
    offers: {
      '@type': 'Offer',
      price: cardPrice(pkg),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}
