/**
 * What the storefront's screens hand each other as router navigation state (the spec's home page,
 * package detail): a deal for /Deal, and for the enquiry form (/Form) the package with a one-item
 * allDeals list, or the destination a country page asks about. Written and read only here.
 * The cards link to the shareable /package-detail/{id} instead; /Deal still reads a deal
 * for old links that carry one.
 */
import type { Package } from '@agency/contracts';

/** A deal as a card holds it: the whole package, or a summary that at least names it. */
export type DealLike = Pick<Package, '_id'> & Partial<Package>;

export interface DealState {
  deal: DealLike;
}

/** The deal in a location's state, when there is one. */
export function readDealState(state: unknown): DealLike | null {
  if (typeof state !== 'object' || state === null) return null;
  const deal = (state as Partial<DealState>).deal;
  return typeof deal === 'object' && deal !== null && Number.isInteger(deal._id) ? deal : null;
}

/** The fields the detail page reads beyond a card's: without them /Deal fetches the package. */
const DETAIL_FIELDS = [
  'packageName',
  'images',
  'description',
  'destinations',
  'duration',
  'pricing',
  'inclusion_ids',
  'inclusionTexts',
  'exclusionTexts',
] as const satisfies readonly (keyof Package)[];

export function hasPackageDetail(deal: DealLike): deal is Package {
  return DETAIL_FIELDS.every((field) => deal[field] !== undefined && deal[field] !== null);
}

/** One entry of the enquiry form's deal list: price is the package's pricing list. */
export interface EnquiryDeal {
  id: number;
  name: string;
  price: Package['pricing'];
}

export interface EnquiryState {
  /** The package asked about (from the detail page's ENQUIRE NOW). */
  deal?: Package;
  allDeals?: EnquiryDeal[];
  /** The country asked about (a country page's 'Make An Enqiry'): the destination-driven form. */
  destination?: string;
}

export function packageEnquiryState(pkg: Package): EnquiryState {
  return { deal: pkg, allDeals: [{ id: pkg._id, name: pkg.packageName, price: pkg.pricing }] };
}

export function destinationEnquiryState(country: string): EnquiryState {
  return { destination: country };
}
