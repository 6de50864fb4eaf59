/**
 * Which enquiry form /Form shows (the spec's enquiry form and contact page), read from the navigation state the other
 * pages hand it (deals/navigationState.ts), and the values the form starts with.
 * - 'package': from a package's ENQUIRE NOW; names the package and its price, and the
 *   duration is the package's (not editable);
 * - 'destination': from a country page's 'Make An Enqiry'; the destination is filled in
 *   and the duration is the visitor's to choose;
 * - 'open': /Form reached directly; the duration is not editable (the spec allows it only
 *   on the destination-driven form).
 */
import { DEFAULT_CLASS_OFFER, type Package } from '@agency/contracts';
import type { EnquiryDeal, EnquiryState } from '../deals/navigationState';

export interface PackageVariant {
  kind: 'package';
  packageId: number;
  name: string;
  price: EnquiryDeal['price'];
  /** Days, when the package says. */
  duration?: number;
  /** The package's first country, as the form's destination. */
  destination?: string;
}

export type EnquiryVariant = PackageVariant | { kind: 'destination'; destination: string } | { kind: 'open' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readDeal(value: unknown): EnquiryDeal | null {
  if (!isRecord(value) || !Number.isInteger(value.id) || typeof value.name !== 'string' || !Array.isArray(value.price)) return null;
  return value as unknown as EnquiryDeal;
}

export function enquiryVariant(state: unknown): EnquiryVariant {
  if (!isRecord(state)) return { kind: 'open' };
  const { deal, allDeals, destination } = state as Partial<Record<keyof EnquiryState, unknown>>;
  const listed = Array.isArray(allDeals) ? readDeal(allDeals[0]) : null;
  const pkg = isRecord(deal) ? (deal as Partial<Package>) : null;
  if (listed) {
    return {
      kind: 'package',
      packageId: listed.id,
      name: listed.name,
      price: listed.price,
      duration: Number.isInteger(pkg?.duration) ? pkg?.duration : undefined,
      destination: pkg?.destinations?.countries?.[0]?.name,
    };
  }
  if (typeof destination === 'string' && destination.trim() !== '') return { kind: 'destination', destination: destination.trim() };
  return { kind: 'open' };
}

/** Whether the visitor may set the duration (the spec's enquiry form and contact page: only on the destination-driven form). */
export function durationEditable(variant: EnquiryVariant): boolean {
  return variant.kind === 'destination';
}

/** Class offer choices of the full form; the spec's default first. */
export const CLASS_OFFERS = [DEFAULT_CLASS_OFFER, 'Premium Economy', 'Business', 'First'] as const;

/** The full form's starting values for a variant (and what it returns to once sent). */
export function initialEnquiryValues(variant: EnquiryVariant): Record<string, string> {
  const blank = {
    Firstname: '',
    Lastname: '',
    Emailaddress: '',
    PhoneNumber: '',
    Name: '',
    Countryname: '',
    classoffer: DEFAULT_CLASS_OFFER,
    Duration: '',
    Date: '',
    Airport: '',
    Whoistravelling: '',
    Whoistravellingchildren: '',
    WhoistravellingInfants: '',
  };
  switch (variant.kind) {
    case 'package':
      return {
        ...blank,
        Name: variant.name,
        Countryname: variant.destination ?? '',
        Duration: variant.duration === undefined ? '' : String(variant.duration),
      };
    case 'destination':
      return { ...blank, Countryname: variant.destination };
    case 'open':
      return blank;
  }
}
