/**
 * Writes one package the way an agency would: a name, an itinerary of cities with hotels,
 * star ratings and nights, prices in tiers, the services included, and the texts of the
 * detail page. Everything comes from the package's own seeded PRNG, so package n is the
 * same whether 100 or 10,000 are generated.
 */
import { DEFAULT_EXCLUSION_TEXTS, INCLUSION_SERVICES, type InclusionService, type PricingType } from '@agency/contracts';
import type { ContinentSeed } from './continents';
import { type CountrySeed, highlightsOf } from './countries';
import { type HolidayTypeKey, holidayThemes } from './holiday-types';
import type { Random } from './random';

export interface Stop {
  country: CountrySeed;
  city: string;
  hotel: string;
  star: number;
  nights: number;
  /** The sights of this city the trip makes time for. */
  sights: string[];
}

export interface Tier {
  type: PricingType;
  price: number;
  valueOfferPrice: number | null;
}

export interface WrittenPackage {
  name: string;
  days: number;
  countries: CountrySeed[];
  stops: Stop[];
  holidayTypes: HolidayTypeKey[];
  tiers: Tier[];
  departures: { year: number; prices: number[] }[];
  inclusions: InclusionService[];
  /** The services not included. */
  exclusions: InclusionService[];
  inclusionTexts: string[];
  exclusionTexts: string[];
  overview: string[];
  descriptionTitle: string;
  descriptionParagraph: string;
}

export const PRICE_FLOOR = 25000;
export const PRICE_CEILING = 450000;

/** Tiers from the cheapest up; the first row of a package is its card price. */
const TIER_ORDER: readonly PricingType[] = ['Standard', 'Deluxe', 'Premium', 'Luxury'];

const ADJECTIVES = [
  'Enchanting',
  'Classic',
  'Timeless',
  'Magical',
  'Splendid',
  'Majestic',
  'Serene',
  'Vibrant',
  'Essential',
  'Glorious',
  'Unforgettable',
  'Golden',
  'Hidden',
  'Iconic',
  'Blissful',
  'Scenic',
];

const HOTEL_NAMES: Record<3 | 4 | 5, readonly string[]> = {
  3: ['{city} Central Hotel', 'Hotel {city} Residency', '{city} Garden Inn', 'The {city} Courtyard', '{city} Boutique Stay'],
  4: [
    '{city} Bay Resort & Spa',
    'The {city} Grand',
    '{city} Heritage Hotel',
    'Azure {city} Suites',
    '{city} Riverside Hotel',
    'The Orchid {city}',
  ],
  5: [
    'The {city} Palace',
    '{city} Royal Collection',
    'The Reserve {city}',
    '{city} Grand Luxury Resort',
    'Maison Lumière {city}',
    'The Imperial {city}',
  ],
};
const LODGE_NAMES = ['{city} Safari Lodge', '{city} Tented Camp', '{city} Wilderness Lodge', 'Acacia Plains Camp, {city}'];
const VILLA_NAMES = ['Private Pool Villa, {city}', 'Villa Serenity {city}', 'The {city} Villa Collection'];

const DESCRIPTION_TITLES = ['Trip Highlights', 'Why You Will Love It', 'About This Holiday', 'Your Journey at a Glance', 'The Experience'];

/** Secondary holiday types that may join a package's main one, and those they rule out. */
const SECONDARY: readonly HolidayTypeKey[] = [
  'Beach_Holidays',
  'Honeymoons',
  'Family_Holidays',
  'Villa_Holidays',
  'Solo_Holidays',
  'All_Inclusive_Holidays',
  'Adults_Only_Holidays',
  'Short_Breaks',
];
const CONFLICTS: Partial<Record<HolidayTypeKey, readonly HolidayTypeKey[]>> = {
  Family_Holidays: ['Adults_Only_Holidays', 'Honeymoons', 'Solo_Holidays'],
  Adults_Only_Holidays: ['Family_Holidays'],
  Honeymoons: ['Family_Holidays', 'Solo_Holidays'],
  Solo_Holidays: ['Family_Holidays', 'Honeymoons', 'Villa_Holidays'],
  Villa_Holidays: ['Solo_Holidays', 'All_Inclusive_Holidays'],
  All_Inclusive_Holidays: ['Villa_Holidays'],
};

/** Sights a trip of this kind is built around: their cities are chosen first. */
const THEME_SIGHTS: Partial<Record<HolidayTypeKey, RegExp>> = {
  Safari: /safari|game drive|crater|serengeti|tarangire|amboseli|flamingos/i,
  Rail_Holidays: /train|rail|express/i,
  F1_Packages: /ring|yas island|circuit/i,
  Christmas_Holidays: /christmas/i,
  Beach_Holidays: /beach|snorkel|sand|cove|reef/i,
  Golf_Holidays: /beach|sea|coast/i,
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const list = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
/** Indian retail prices end in 999: ₹54,999 rather than ₹55,000; the cheapest is ₹25,999. */
const retailPrice = (value: number) => Math.max(PRICE_FLOOR + 999, Math.round(value / 1000) * 1000 - 1);

export interface PackagePlan {
  theme: HolidayTypeKey;
  country: CountrySeed;
  /** The second country of a multi-centre trip. */
  partner?: CountrySeed;
  continent: ContinentSeed;
}

export function writePackage(plan: PackagePlan, rng: Random): WrittenPackage {
  const theme = holidayThemes()[plan.theme];
  const days = rng.int(theme.days[0], theme.days[1]);
  const nights = days - 1;
  const countries = plan.partner ? [plan.country, plan.partner] : [plan.country];
  const place = list(countries.map((c) => c.name));

  const stops = planStops(plan, countries, nights, rng);
  // The sights of the cities visited, then one or two that can be reached from anywhere.
  const anywhere = countries.flatMap((c) =>
    highlightsOf(c)
      .filter((h) => h.city === null)
      .map((h) => h.text),
  );
  const highlights = [...stops.flatMap((s) => s.sights), ...rng.sample(anywhere, rng.int(1, 2))];
  const holidayTypes = pickHolidayTypes(plan, days, rng);
  const inclusions = pickInclusions(plan.theme, rng);
  const exclusions = INCLUSION_SERVICES.filter((s) => !inclusions.includes(s));
  const tiers = priceTiers(plan, stops, nights, inclusions.includes('flights'), rng);
  const departures = [2025, 2026, 2027].map((year, k) => ({
    year,
    prices: [0.96, 1, 1.12].map((season) => retailPrice(tiers[0].price * (1 + 0.05 * k) * season)),
  }));

  const noun = rng.pick(theme.nouns);
  const name = `${rng.pick(ADJECTIVES)} ${countries.map((c) => c.name).join(' & ')} ${noun}`;
  const opening = rng.int(0, theme.openings.length - 1);
  const descriptionParagraph = describe(plan, place, stops, highlights, days, opening, rng);

  return {
    name,
    days,
    countries,
    stops,
    holidayTypes,
    tiers,
    departures,
    inclusions,
    exclusions,
    inclusionTexts: inclusionTexts(plan, inclusions, stops, highlights, nights),
    exclusionTexts: exclusionTexts(exclusions, countries),
    overview: overviewTexts(plan, name, place, stops, highlights, days, (opening + 1) % theme.openings.length, rng),
    descriptionTitle: rng.pick(DESCRIPTION_TITLES),
    descriptionParagraph,
  };
}

function planStops(plan: PackagePlan, countries: CountrySeed[], nights: number, rng: Random): Stop[] {
  const wanted = nights <= 3 ? 1 : nights <= 6 ? 2 : 3;
  const perCountry = countries.length === 1 ? [wanted] : [Math.max(1, Math.ceil(wanted / 2)), Math.max(1, Math.floor(wanted / 2))];
  // Cities are chosen for their sights first, so an itinerary stays where its sights are.
  const places = countries.flatMap((country, k) => {
    const chosen: string[] = [];
    const focus = THEME_SIGHTS[plan.theme];
    const sights = rng.sample(highlightsOf(country), country.highlights.length);
    if (focus) sights.sort((a, b) => Number(focus.test(b.text)) - Number(focus.test(a.text)));
    for (const sight of sights) {
      if (chosen.length < perCountry[k] && sight.city && !chosen.includes(sight.city)) chosen.push(sight.city);
    }
    for (const city of rng.sample(country.cities, country.cities.length))
      if (chosen.length < perCountry[k] && !chosen.includes(city)) chosen.push(city);
    return chosen.map((city) => ({ country, city }));
  });
  // Spread the nights: everyone gets one, the rest go out at random, favouring the first stop.
  const split = places.map(() => 1);
  for (let left = nights - places.length; left > 0; left--) split[rng.chance(0.4) ? 0 : rng.int(0, split.length - 1)]++;
  const theme = holidayThemes()[plan.theme];
  return places.map(({ country, city }, k) => {
    const star = Math.max(theme.minStar, rng.int(3, 5)) as 3 | 4 | 5;
    const names = plan.theme === 'Safari' && k === 0 ? LODGE_NAMES : plan.theme === 'Villa_Holidays' ? VILLA_NAMES : HOTEL_NAMES[star];
    const sights = highlightsOf(country)
      .filter((h) => h.city === city)
      .map((h) => h.text);
    return { country, city, hotel: rng.pick(names).replace('{city}', city), star, nights: split[k], sights };
  });
}

/** 'The Reserve Bangkok' reads as is; 'Azure Ubud Suites' needs its article. */
function theHotel(name: string): string {
  return name.startsWith('The ') ? name : `the ${name}`;
}

function pickHolidayTypes(plan: PackagePlan, days: number, rng: Random): HolidayTypeKey[] {
  const chosen: HolidayTypeKey[] = [plan.theme];
  if (plan.partner) return plan.theme === 'Multicentre_Holidays' ? chosen : [...chosen, 'Multicentre_Holidays'];
  const candidates = rng.sample(
    plan.country.holidayTypes.filter((t) => SECONDARY.includes(t) && t !== plan.theme && (t !== 'Short_Breaks' || days <= 5)),
    3,
  );
  for (const candidate of candidates.slice(0, rng.int(1, 2))) {
    const clash = chosen.some((t) => CONFLICTS[t]?.includes(candidate) || CONFLICTS[candidate]?.includes(t));
    if (!clash) chosen.push(candidate);
  }
  return chosen;
}

function pickInclusions(theme: HolidayTypeKey, rng: Random): InclusionService[] {
  const flights = theme === 'Business_Class_Holidays' || theme === 'Ultra_Luxury_Holidays' || rng.chance(0.7);
  const meals = theme === 'All_Inclusive_Holidays' || rng.chance(0.55);
  const visa = rng.chance(0.5);
  const guided: readonly HolidayTypeKey[] = ['Escorted_Tours', 'Escorted_Groups_Tours', 'Safari', 'Rail_Holidays'];
  const sightseeing = guided.includes(theme) || rng.chance(0.75);
  const included: Record<InclusionService, boolean> = {
    hotels: true,
    transfers: true,
    flights,
    meals,
    visa,
    sightseeing,
    '24_7_support': true,
  };
  return INCLUSION_SERVICES.filter((s) => included[s]);
}

function priceTiers(plan: PackagePlan, stops: Stop[], nights: number, flights: boolean, rng: Random): Tier[] {
  const theme = holidayThemes()[plan.theme];
  const starFactor = stops.reduce((sum, s) => sum + { 3: 0.85, 4: 1, 5: 1.35 }[s.star as 3 | 4 | 5], 0) / stops.length;
  const land =
    nights * ((plan.country.nightlyRate + (plan.partner?.nightlyRate ?? plan.country.nightlyRate)) / 2) * theme.priceFactor * starFactor;
  const airfare = flights ? plan.continent.airfare * (plan.theme === 'Business_Class_Holidays' ? 3.2 : 1) : 0;
  const base = Math.min(PRICE_CEILING * 0.7, Math.max(PRICE_FLOOR, land + airfare));
  const start = theme.minStar === 5 ? 2 : theme.minStar === 4 ? rng.int(0, 1) : 0;
  const count = rng.int(2, TIER_ORDER.length - start);
  const offers = rng.chance(0.45);
  const tiers: Tier[] = [];
  let price = retailPrice(base);
  for (let k = 0; k < count && price <= PRICE_CEILING; k++) {
    tiers.push({ type: TIER_ORDER[start + k], price, valueOfferPrice: offers ? retailPrice(price * (1.12 + rng.next() * 0.18)) : null });
    price = retailPrice(price * (1.15 + rng.next() * 0.15));
  }
  return tiers;
}

function inclusionTexts(plan: PackagePlan, inclusions: InclusionService[], stops: Stop[], highlights: string[], nights: number): string[] {
  const allInclusive = plan.theme === 'All_Inclusive_Holidays';
  const texts: string[] = [];
  for (const service of inclusions) {
    switch (service) {
      case 'hotels':
        texts.push(
          `${nights} nights' accommodation in the hotels listed, ${allInclusive ? 'on an all-inclusive basis' : 'with daily breakfast'}`,
        );
        break;
      case 'transfers':
        texts.push(
          stops.length > 1
            ? 'Airport transfers and all travel between destinations, by private air-conditioned vehicle, train or domestic flight'
            : 'Return airport transfers in a private air-conditioned vehicle',
        );
        break;
      case 'flights':
        texts.push(
          plan.theme === 'Business_Class_Holidays'
            ? 'Return business-class flights from Delhi or Mumbai, with lounge access and airport taxes'
            : 'Return economy flights from Delhi or Mumbai, including airport taxes and 20 kg checked baggage',
        );
        break;
      case 'meals':
        texts.push(allInclusive ? 'All meals, snacks and selected drinks at the resort' : 'Daily breakfast and dinner at the hotels');
        break;
      case 'visa':
        texts.push(
          `Tourist visa fees and application support for ${list(plan.partner ? [plan.country.name, plan.partner.name] : [plan.country.name])}`,
        );
        break;
      case 'sightseeing':
        for (const highlight of highlights.slice(0, 3)) texts.push(`${capitalise(highlight)}, with an English-speaking guide`);
        break;
      case '24_7_support':
        texts.push('24/7 on-trip support from our travel desk in India');
        break;
    }
  }
  const extras: Partial<Record<HolidayTypeKey, string>> = {
    F1_Packages: 'Three-day grandstand tickets for practice, qualifying and the race',
    Safari: 'Game drives in a 4x4 with a pop-up roof, with park and conservation fees',
    Honeymoons: 'Honeymoon welcome with flowers and cake, and one candle-lit dinner for two',
    Rail_Holidays: 'Reserved seats on every rail journey in the itinerary',
    Golf_Holidays: 'Two rounds of golf with pre-booked tee times and buggy hire',
    Villa_Holidays: 'Private pool villa with daily housekeeping',
    Christmas_Holidays: 'A guided evening walk through the Christmas markets',
    Escorted_Tours: 'A private English- and Hindi-speaking guide on sightseeing days',
    Escorted_Groups_Tours: 'An expert tour manager throughout, in a group of no more than 24',
    Ultra_Luxury_Holidays: 'Butler service and a private chauffeur throughout',
    Family_Holidays: "Family rooms and kids' club access where available",
    Adults_Only_Holidays: 'Adults-only hotels (guests aged 18 and over)',
    Solo_Holidays: 'No single supplement on selected departures',
    Multicentre_Holidays: 'The connection between the two countries',
    Business_Class_Holidays: 'Chauffeur-driven airport transfers in a luxury car',
  };
  const extra = extras[plan.theme];
  return extra ? [...texts, extra] : texts;
}

/** The standard lines of every package, then what this package in particular leaves out. */
function exclusionTexts(exclusions: InclusionService[], countries: CountrySeed[]): string[] {
  const texts: string[] = [...DEFAULT_EXCLUSION_TEXTS];
  if (exclusions.includes('visa')) texts.push(`Visa fees for ${list(countries.map((c) => c.name))}`);
  if (exclusions.includes('sightseeing')) texts.push('Sightseeing and excursions not listed in the inclusions');
  texts.push('Travel insurance (we are happy to arrange it)');
  return texts;
}

function describe(
  plan: PackagePlan,
  place: string,
  stops: Stop[],
  highlights: string[],
  days: number,
  opening: number,
  rng: Random,
): string {
  const theme = holidayThemes()[plan.theme];
  const sentences = [theme.openings[opening].replace('{place}', place)];
  const mentioned = new Set<string>();
  stops.forEach((stop, k) => {
    const nights = `${stop.nights} night${stop.nights > 1 ? 's' : ''}`;
    const sight = stop.sights[0];
    if (sight) mentioned.add(sight);
    if (k === 0) {
      sentences.push(
        `Your journey begins in ${stop.city}, where ${nights} at ${theHotel(stop.hotel)}, a ${stop.star}-star stay, ${sight ? `leave time for ${sight}` : 'ease you into the holiday'}.`,
      );
    } else if (k === stops.length - 1) {
      sentences.push(
        `The trip ends with ${nights} in ${stop.city} at ${theHotel(stop.hotel)}, ${sight ? `perfectly placed for ${sight}` : 'a relaxed finale before the flight home'}.`,
      );
    } else {
      sentences.push(
        `Next comes ${stop.city}: ${nights} at ${theHotel(stop.hotel)}${sight ? ` and a chance to enjoy ${sight}` : ', with time to explore at your own pace'}.`,
      );
    }
  });
  const rest = highlights.filter((h) => !mentioned.has(h));
  if (rest.length) sentences.push(`Along the way there is time for ${list(rest)}.`);
  sentences.push(theme.closing);
  // About a third of the packages carry a day-by-day plan, long enough for the detail page's View More.
  if (rng.chance(0.34)) sentences.push(dayByDay(stops, highlights, days));
  return sentences.join(' ');
}

const LEISURE = [
  'a free morning by the pool, with an optional spa treatment in the afternoon',
  'a guided walk through the old quarter and its markets, then an evening at leisure',
  'a day to shop, explore or simply relax at your own pace',
  'a local food trail with tastings at family-run eateries',
  'an easy morning followed by a sunset viewpoint recommended by our local team',
];

function dayByDay(stops: Stop[], highlights: string[], days: number): string {
  const located = new Set(stops.flatMap((s) => s.sights));
  const anywhere = highlights.filter((h) => !located.has(h));
  const lines: string[] = [];
  let stop = 0;
  let nightsLeft = stops[0].nights;
  let sightsLeft = [...stops[0].sights];
  let leisure = 0;
  for (let day = 1; day <= days; day++) {
    if (day === 1) {
      lines.push(
        `Day 1: Arrive in ${stops[0].city}, where our representative meets you and drives you to ${theHotel(stops[0].hotel)}; the rest of the day is yours.`,
      );
    } else if (day === days) {
      lines.push(
        `Day ${day}: After breakfast, check out and transfer to the airport for your flight home, with memories to last a lifetime.`,
      );
    } else if (nightsLeft === 0 && stop < stops.length - 1) {
      stop++;
      nightsLeft = stops[stop].nights;
      sightsLeft = [...stops[stop].sights];
      lines.push(
        `Day ${day}: Travel on to ${stops[stop].city} and check in at ${theHotel(stops[stop].hotel)}, with the evening free to settle in.`,
      );
    } else {
      const what = sightsLeft.shift() ?? anywhere.shift() ?? LEISURE[leisure++ % LEISURE.length];
      const city = stops[stop].city;
      lines.push(what.includes(city) ? `Day ${day}: Enjoy ${what}.` : `Day ${day}: In ${city}, enjoy ${what}.`);
    }
    nightsLeft--;
  }
  return `Day by day, the plan looks like this. ${lines.join(' ')}`;
}

function overviewTexts(
  plan: PackagePlan,
  name: string,
  place: string,
  stops: Stop[],
  highlights: string[],
  days: number,
  opening: number,
  rng: Random,
): string[] {
  const theme = holidayThemes()[plan.theme];
  const cities = [...new Set(stops.map((s) => s.city))];
  const first =
    `${name} spends ${days} days and ${days - 1} nights in ${place}, staying in ${list(cities)}. ` +
    `${theme.openings[opening].replace('{place}', place)} ` +
    `Highlights include ${list(highlights.slice(0, 3))}. ${theme.closing} ` +
    `Hotels, transfers and every booking along the way are arranged by our team before you leave, and our travel desk is on call around the clock while you are away.`;
  const texts = [first];
  if (rng.chance(0.5)) {
    texts.push(
      `About ${plan.country.name}: ${plan.country.intro} ` +
        `Our ${plan.continent.name} specialists can change hotels, add nights or tailor the pace of this itinerary, and every booking comes with 24/7 support while you travel.`,
    );
  }
  return texts;
}
