/** How the catalogue's keys and numbers read on the staff screens. */
import type { InclusionService } from '@agency/contracts';

/** 'Adults_Only_Holidays' → 'Adults Only Holidays'. */
export function holidayTypeLabel(type: string): string {
  return type.replace(/_/g, ' ').replace(/\s+/g, ' ').trim();
}

const SERVICE_LABELS: Record<InclusionService, string> = {
  hotels: 'Hotels',
  transfers: 'Transfers',
  flights: 'Flights',
  meals: 'Meals',
  visa: 'Visa',
  sightseeing: 'Sightseeing',
  '24_7_support': '24/7 Support',
};

export function serviceLabel(service: InclusionService): string {
  return SERVICE_LABELS[service];
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** The list's price: a rupee symbol and the first pricing entry's price, or N/A (the staff spec's screens). */
export function firstPriceText(pricing: readonly { price: number }[]): string {
  return pricing.length > 0 ? rupees.format(pricing[0].price) : 'N/A';
}

/** The list's duration: 'N days'. */
export function durationText(days: number): string {
  return `${days} days`;
}
