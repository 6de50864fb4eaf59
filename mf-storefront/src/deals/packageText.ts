/**
 * How the storefront writes a package's figures (the spec's business constants): rupee prices in the Indian-English
 * locale with no decimals, the duration text, nights and days, and the card excerpts.
 * Every screen formats through these functions, so a card and the detail page never disagree.
 */
import type { Package } from '@agency/contracts';

/** 54999 → '₹54,999'; 150000 → '₹1,50,000' (lakh grouping): the rule the retreat writes prices by too. */
export { formatRupees } from '@agency/ui';

/** The duration text of cards: '7 Days'. */
export function durationText(days: number): string {
  return `${days} Days`;
}

/** The detail page's side card: '6 N / 7 D' (nights are the days minus one). */
export function nightsDaysText(days: number): string {
  return `${Math.max(days - 1, 0)} N / ${days} D`;
}

/** What a card needs to show its price. */
export type PricedPackage = Pick<Package, 'pricing'> & Partial<Pick<Package, 'date2025' | 'valueOfferPrice'>>;

/** The card price: the first pricing entry, else the first 2025 departure price, else 0. */
export function cardPrice(pkg: PricedPackage): number {
  return pkg.pricing[0]?.price ?? pkg.date2025?.[0]?.price ?? 0;
}

/**
 * The struck-through 'value offer' price beside the card price, when the package has one
 * and it differs from what the visitor pays; otherwise null.
 */
export function offerPrice(pkg: PricedPackage): number | null {
  const offer = pkg.valueOfferPrice ?? pkg.pricing[0]?.valueOfferPrice;
  return offer !== undefined && offer !== cardPrice(pkg) ? offer : null;
}

/** The card excerpt rule is the contracts' (the catalogue cuts the list's descriptions with it). */
export { excerpt, LIST_CARD_EXCERPT_CHARS } from '@agency/contracts';

/** The deal's title as cards show it: the package name, else the deal name. */
export function dealTitle(pkg: Partial<Pick<Package, 'packageName' | 'Name'>>): string {
  return pkg.packageName || pkg.Name || '';
}
