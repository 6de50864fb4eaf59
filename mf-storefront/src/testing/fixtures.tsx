import { excerpt, HOLIDAY_TYPES, HOME_DEAL_SECTIONS, LIST_CARD_EXCERPT_CHARS, type MenuData, type Package } from '@agency/contracts';
import { regionPageOf } from '@agency/site';
import { jsonResponse, stubFetch } from '@agency/test-kit';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';
import type { FilterData, ListedPackage, PackagePage, Regions } from '../api';

/** Menu data as the catalogue sends it, with some of the countries the spec hides. */
export const menu: MenuData = {
  continentCountry: {
    Asia: ['Bali', 'India', 'Thailand'],
    Europe: ['Turkey', 'Spain', 'Portugal', 'Greece', 'Cyprus', 'Germany'],
    'Indian Ocean': ['Sri Lanka', 'Maldives'],
    'Northern Europe': ['Denmark', 'Sweden'],
    Africa: ['South Africa', 'Kenya'],
  },
  holidayTypes: ['Beach_Holidays', 'Honeymoons', 'Safari'],
};

const text = (name: string) => `${name} is a place of long beaches and old temples. `.repeat(4).trim();

/** Region data for three continents and their countries (Portugal is off the menu). */
export const regions: Regions = {
  continents: [
    {
      name: 'Asia',
      route: 'Asia',
      intro: 'Asia intro.',
      more: 'Asia further text.',
      image: '/api/images/continent-asia.svg',
      countries: ['Bali', 'Thailand'],
    },
    {
      name: 'Europe',
      route: 'Europe',
      intro: 'Europe intro.',
      more: 'Europe further text.',
      image: '/api/images/continent-europe.svg',
      countries: ['Turkey'],
    },
    {
      name: 'Indian Ocean',
      route: 'Indianocean',
      intro: 'Indian Ocean intro.',
      more: 'Indian Ocean further text.',
      image: '/api/images/continent-indian-ocean.svg',
      countries: ['SriLanka'],
    },
  ],
  countries: [
    {
      name: 'Bali',
      route: 'Bali',
      continent: 'Asia',
      intro: text('Bali'),
      more: 'Ubud and Seminyak.',
      image: '/api/images/country-bali.svg',
      inMenu: true,
      cities: ['Ubud', 'Seminyak'],
    },
    {
      name: 'Thailand',
      route: 'Thailand',
      continent: 'Asia',
      intro: text('Thailand'),
      more: 'Bangkok and Phuket.',
      image: '/api/images/country-thailand.svg',
      inMenu: true,
      cities: ['Bangkok', 'Phuket'],
    },
    {
      name: 'Japan',
      route: 'Japan',
      continent: 'Asia',
      intro: text('Japan'),
      more: 'Tokyo and Kyoto.',
      image: '/api/images/country-japan.svg',
      inMenu: true,
      cities: ['Tokyo', 'Kyoto'],
    },
    {
      name: 'Turkey',
      route: 'Turkey',
      continent: 'Europe',
      intro: text('Turkey'),
      more: 'Istanbul.',
      image: '/api/images/country-turkey.svg',
      inMenu: true,
      cities: ['Istanbul'],
    },
    {
      name: 'Portugal',
      route: 'Portugal',
      continent: 'Europe',
      intro: text('Portugal'),
      more: 'Lisbon.',
      image: '/api/images/country-portugal.svg',
      inMenu: false,
      cities: ['Lisbon'],
    },
    {
      name: 'Sri Lanka',
      route: 'SriLanka',
      continent: 'Indian Ocean',
      intro: text('Sri Lanka'),
      more: 'Kandy and Galle.',
      image: '/api/images/country-sri-lanka.svg',
      inMenu: true,
      cities: ['Kandy', 'Galle'],
    },
  ],
};

export const filterData: FilterData = {
  continents: ['Asia', 'Europe', 'Indian Ocean'],
  countries: ['Bali', 'Japan', 'Portugal', 'Sri Lanka', 'Thailand', 'Turkey'],
  cities: ['Bangkok', 'Galle', 'Istanbul', 'Kandy', 'Kyoto', 'Lisbon', 'Phuket', 'Seminyak', 'Tokyo', 'Ubud'],
  holiday_types: ['Beach_Holidays', 'Honeymoons', 'Safari'],
  durations: [5, 7, 9],
};

const falseFlags = Object.fromEntries([...HOME_DEAL_SECTIONS, ...HOLIDAY_TYPES].map((key) => [key, 'False'])) as Pick<
  Package,
  (typeof HOME_DEAL_SECTIONS)[number] | (typeof HOLIDAY_TYPES)[number]
>;

/** A complete package as the catalogue answers it; `overrides` change any field. */
export function makePackage(id: number, overrides: Partial<Package> = {}): Package {
  const name = overrides.packageName ?? `Classic Thailand Escape ${id}`;
  return {
    _id: id,
    Name: name,
    packageName: name,
    images: [`/api/images/package-thailand-${id}-1.svg`, `/api/images/package-thailand-${id}-2.svg`],
    Turner2Data: [`/api/images/package-thailand-${id}-4.svg`],
    description: {
      title: 'Trip Highlights',
      paragraph: 'Temples at dawn, islands by longtail boat and street food by night. '.repeat(5).trim(),
    },
    destinations: {
      continent: 'Asia',
      countries: [
        {
          name: 'Thailand',
          cities: [
            { name: 'Bangkok', hotels: [{ name: 'The Bangkok Grand', star: 4, night: 3 }] },
            { name: 'Phuket', hotels: [{ name: 'Phuket Bay Resort & Spa', star: 5, night: 3 }] },
          ],
        },
      ],
    },
    duration: 7,
    holiday_types: ['Beach_Holidays'],
    inclusionTexts: ['Return flights from Delhi', 'Six nights with breakfast'],
    exclusionTexts: ['GST of 5% on the total package price'],
    inclusion_ids: ['hotels', 'flights', 'sightseeing'],
    exclusion_ids: ['transfers', 'meals', 'visa', '24_7_support'],
    pricing: [
      { _id: id * 10 + 1, type: 'Standard', price: 54999, valueOfferPrice: 64999 },
      { _id: id * 10 + 2, type: 'Deluxe', price: 72999 },
    ],
    overview: [{ Description: 'Seven days between Bangkok and the Andaman Sea.' }],
    date2025: [{ price: 52999 }],
    ClassBarData: '7 Days',
    Card_Text: 'Seven days between Bangkok and the Andaman Sea...',
    cityNight: [
      { cityName: 'Bangkok', totalNights: 3 },
      { cityName: 'Phuket', totalNights: 3 },
    ],
    valueOfferPrice: 64999,
    ...falseFlags,
    Beach_Holidays: 'True',
    ...overrides,
  };
}

/** A package as the list answers it: the summary fields, the description cut as the catalogue cuts it. */
export function summaryOf(pkg: Package): ListedPackage {
  const { _id, packageName, images, duration, pricing, valueOfferPrice, cityNight, inclusion_ids } = pkg;
  const summary: ListedPackage = {
    _id,
    packageName,
    images,
    duration,
    pricing,
    cityNight,
    inclusion_ids,
    descriptionExcerpt: excerpt(pkg.description.paragraph, LIST_CARD_EXCERPT_CHARS),
  };
  return valueOfferPrice === undefined ? summary : { ...summary, valueOfferPrice };
}

/** One page of the list answer (made of the packages' summaries). */
export function packagePage(data: Package[], currentPage = 1, totalPages = 1, totalPackages = data.length): PackagePage {
  return { data: data.map(summaryOf), pagination: { currentPage, totalPages, totalPackages } };
}

type Reply = { status: number; body: unknown };
type Answer = Reply | ((request: Request) => Reply | Promise<Reply>);

/**
 * A region page's answer as the catalogue gives it (regionPageOf over `regions`, the rule the
 * catalogue itself uses), or its 404.
 */
function regionPageAnswer(segment: string): Reply {
  const page = regionPageOf(decodeURIComponent(segment), regions);
  return page
    ? { status: 200, body: page }
    : { status: 404, body: { statusCode: 404, error: 'Not Found', message: `No continent or country page is called ${segment}` } };
}

/**
 * Answers the storefront's API calls by path ('/api/regions' → answer); the menu, the
 * regions and each region page are served by default, anything else not given answers 404.
 */
export function serveCatalogue(answers: Record<string, Answer> = {}) {
  const all: Record<string, Answer> = {
    '/api/packages/menu': { status: 200, body: menu },
    '/api/regions': { status: 200, body: regions },
    ...answers,
  };
  return stubFetch(async (request) => {
    const { pathname } = new URL(request.url);
    const regionPage = /^\/api\/regions\/([^/]+)$/.exec(pathname);
    const answer = all[pathname] ?? (regionPage ? regionPageAnswer(regionPage[1]) : undefined);
    if (!answer) return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'no such call' });
    const { status, body } = typeof answer === 'function' ? await answer(request) : answer;
    return jsonResponse(status, body);
  });
}

/** An answer held back until `release()` is called, so a test can see the loading state. */
export function heldAnswer(reply: Reply): { answer: () => Promise<Reply>; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: () => gate.then(() => reply), release: () => release() };
}

/** A failing answer as the services send it. */
export function failure(status = 500): { status: number; body: unknown } {
  return { status, body: { statusCode: status, error: 'Internal Server Error', message: 'The catalogue is unavailable' } };
}

/** Answers the menu call with `menu`, or with the given status when it should fail. */
export function serveMenu(status = 200) {
  return serveCatalogue({ '/api/packages/menu': status === 200 ? { status, body: menu } : failure(status) });
}

function CurrentLocation() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="location-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

/** The navigation state the router holds now. */
export function currentState(): unknown {
  return JSON.parse(document.querySelector('[data-testid="location-state"]')?.textContent ?? 'null');
}

/** The storefront as the shell mounts it: inside a router, at `path` (with navigation `state`). */
export function renderStorefront(path: string, state?: unknown) {
  return render(
    <MemoryRouter
      initialEntries={[
        state === undefined ? path : { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ]}
    >
      <App />
      <Routes>
        <Route path="*" element={<CurrentLocation />} />
      </Routes>
    </MemoryRouter>,
  );
}
