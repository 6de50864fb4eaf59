/**
 * Turns the rows of one package into the package entity of the contract, field by field
 * as the storefront spec's entities and business constants define them: the card price and offer price are the
 * first pricing row's, ClassBarData and Card_Text come stored with the package, cityNight
 * sums the hotel nights per city in itinerary order, and every flag is the text 'True' or
 * 'False'.
 */
import {
  excerpt,
  type FlagValue,
  HOLIDAY_TYPES,
  type HOME_DEAL_SECTIONS,
  type HolidayType,
  type InclusionService,
  LIST_CARD_EXCERPT_CHARS,
  type Package,
  type PackageCard,
  type PackageDestinations,
  type PackageSummary,
} from '@agency/contracts';
import type {
  DEPARTURE_YEARS,
  Flag,
  PackageDeparturePriceRow,
  PackageImageRow,
  PackagePricingRow,
  PackageRow,
  PackageTextRow,
} from '../db/rows';

/** A join-table row read with the referenced row's name (or key, or service). */
export interface NamedLink {
  package_id: number;
  position: number;
  name: string;
  /** The referenced row's id, where the assembly needs it. */
  ref_id?: number;
}

export interface PackageCityLink extends NamedLink {
  country_id: number;
}

/** A hotel of the itinerary with its city's name. */
export interface HotelStop {
  package_id: number;
  position: number;
  name: string;
  star: number;
  nights: number;
  city_id: number;
  city_name: string;
}

export interface CardRows {
  row: PackageRow;
  pricing: PackagePricingRow[];
  images: PackageImageRow[];
  holidayTypes: NamedLink[];
}

/** The columns of `packages` a summary reads. */
export type SummaryRow = Pick<PackageRow, 'id' | 'package_name' | 'description_paragraph' | 'duration' | 'value_offer_price'>;

export interface SummaryRows {
  row: SummaryRow;
  pricing: PackagePricingRow[];
  /** Gallery images only. */
  images: PackageImageRow[];
  hotels: HotelStop[];
  inclusions: NamedLink[];
}

export interface DetailRows extends CardRows {
  hotels: HotelStop[];
  continent: string;
  countries: NamedLink[];
  cities: PackageCityLink[];
  inclusions: NamedLink[];
  exclusions: NamedLink[];
  texts: PackageTextRow[];
  departures: PackageDeparturePriceRow[];
}

const flag = (value: boolean): FlagValue => (value ? 'True' : 'False');
/** Both drivers give booleans back as 0/1 (MySQL TINYINT, SQLite INTEGER). */
const isSet = (value: Flag) => Boolean(Number(value));

function homeDealFlags(row: PackageRow): Record<(typeof HOME_DEAL_SECTIONS)[number], FlagValue> {
  return {
    HomeDealSection1: flag(isSet(row.home_deal_section1)),
    HomeDealSection2: flag(isSet(row.home_deal_section2)),
    HomeDealSection3: flag(isSet(row.home_deal_section3)),
  };
}

function holidayTypeFlags(keys: readonly HolidayType[]): Record<HolidayType, FlagValue> {
  return Object.fromEntries(HOLIDAY_TYPES.map((key) => [key, flag(keys.includes(key))])) as Record<HolidayType, FlagValue>;
}

/** Nights per city, in the order the itinerary first reaches each city. */
export function cityNightsOf(hotels: readonly HotelStop[]): Package['cityNight'] {
  const nights = new Map<string, number>();
  for (const hotel of hotels) nights.set(hotel.city_name, (nights.get(hotel.city_name) ?? 0) + Number(hotel.nights));
  return [...nights].map(([cityName, totalNights]) => ({ cityName, totalNights }));
}

/** `valueOfferPrice` only when there is one: the schema's integer must not receive null. */
const withOffer = <T extends object>(value: T, offer: number | null) =>
  offer === null ? value : { ...value, valueOfferPrice: Number(offer) };

const pricingOf = (pricing: readonly PackagePricingRow[]) =>
  pricing.map((p) => withOffer({ _id: Number(p.id), type: p.type, price: Number(p.price) }, p.value_offer_price));

/** A package list card: the fields of `packageSummarySchema`, the description cut as the card shows it. */
export function shapeSummary({ row, pricing, images, hotels, inclusions }: SummaryRows): PackageSummary {
  const summary: PackageSummary = {
    _id: Number(row.id),
    packageName: row.package_name,
    images: images.map((image) => image.url),
    duration: Number(row.duration),
    pricing: pricingOf(pricing),
    cityNight: cityNightsOf(hotels),
    inclusion_ids: inclusions.map((link) => link.name as InclusionService),
    descriptionExcerpt: excerpt(row.description_paragraph, LIST_CARD_EXCERPT_CHARS),
  };
  return withOffer(summary, row.value_offer_price);
}

export function shapeCard({ row, pricing, images, holidayTypes }: CardRows): PackageCard {
  const keys = holidayTypes.map((link) => link.name as HolidayType);
  const card: PackageCard = {
    _id: Number(row.id),
    Name: row.package_name,
    packageName: row.package_name,
    images: images.filter((image) => image.kind === 'gallery').map((image) => image.url),
    Turner2Data: images.filter((image) => image.kind === 'banner').map((image) => image.url),
    duration: Number(row.duration),
    holiday_types: keys,
    pricing: pricingOf(pricing),
    ClassBarData: row.class_bar_data,
    ...homeDealFlags(row),
    ...holidayTypeFlags(keys),
  };
  return withOffer(card, row.value_offer_price);
}

/** Countries in package order, each with its cities in package order and the hotels there. */
export function destinationsOf(
  continent: string,
  countries: readonly NamedLink[],
  cities: readonly PackageCityLink[],
  hotels: readonly HotelStop[],
): PackageDestinations {
  return {
    continent,
    countries: countries.map((country) => ({
      name: country.name,
      cities: cities
        .filter((city) => Number(city.country_id) === Number(country.ref_id))
        .map((city) => ({
          name: city.name,
          hotels: hotels
            .filter((hotel) => Number(hotel.city_id) === Number(city.ref_id))
            .map((hotel) => ({ name: hotel.name, star: Number(hotel.star), night: Number(hotel.nights) })),
        })),
    })),
  };
}

const textsOf = (texts: readonly PackageTextRow[], kind: PackageTextRow['kind']) => texts.filter((t) => t.kind === kind).map((t) => t.text);

function datedPrices(departures: readonly PackageDeparturePriceRow[], year: (typeof DEPARTURE_YEARS)[number]) {
  return departures.filter((d) => Number(d.year) === year).map((d) => ({ price: Number(d.price) }));
}

export function shapeDetail(rows: DetailRows): Package {
  const { row } = rows;
  return {
    ...shapeCard(rows),
    Card_Text: row.card_text,
    cityNight: cityNightsOf(rows.hotels),
    description: { title: row.description_title, paragraph: row.description_paragraph },
    destinations: destinationsOf(rows.continent, rows.countries, rows.cities, rows.hotels),
    inclusionTexts: textsOf(rows.texts, 'inclusion'),
    exclusionTexts: textsOf(rows.texts, 'exclusion'),
    inclusion_ids: rows.inclusions.map((link) => link.name as InclusionService),
    exclusion_ids: rows.exclusions.map((link) => link.name as InclusionService),
    overview: textsOf(rows.texts, 'overview').map((Description) => ({ Description })),
    date2025: datedPrices(rows.departures, 2025),
    date2026: datedPrices(rows.departures, 2026),
    date2027: datedPrices(rows.departures, 2027),
  };
}
