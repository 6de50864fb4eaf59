/**
 * The agency's claims (as the spec states them, and the footer's 'Why Book With Us'), written once for the
 * footer, the About Us page and the home page.
 */

import { site } from '@agency/site';
import {
  BadgeIndianRupee,
  Compass,
  Headset,
  Leaf,
  type LucideIcon,
  MapIcon,
  PiggyBank,
  Route as RouteIcon,
  ShieldCheck,
  Star,
} from '@agency/ui/icons';

export interface SellingPoint {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly detail: string;
}

export const whyBookWithUs: readonly SellingPoint[] = [
  {
    icon: MapIcon,
    title: 'Curated itineraries',
    detail: 'Every trip is planned by specialists who have walked the streets, tasted the food and stayed in the hotels they recommend.',
  },
  {
    icon: BadgeIndianRupee,
    title: 'Best price guarantee',
    detail: 'Find the same holiday for less and we will match it. Transparent rupee pricing, with no surprises at checkout.',
  },
  {
    icon: Star,
    title: `${site.reviewRating}-star reviews`,
    detail: 'Thousands of travellers rate us highly for thoughtful planning and help that answers the phone, day or night.',
  },
  {
    icon: ShieldCheck,
    title: 'Trust & experience',
    detail: `${site.yearsOfExperience} years of experience sending families, couples and friends around the world, and home again safely.`,
  },
];

/** One short paragraph about the agency, for the footer and page intros. */
export const aboutBlurb =
  `${site.brandName} has planned holidays for Indian travellers for ${site.yearsOfExperience} years. ` +
  'We design journeys around the way you like to travel, support you at every step, and choose partners who care for the places we visit.';

/** Reasons to choose the agency, as the home page lists them (the spec's own list). */
export const reasonsToChoose: readonly SellingPoint[] = [
  {
    icon: Compass,
    title: 'Authentic local experiences',
    detail: 'Cook with a family in Hoi An, sail a dhow in Zanzibar, walk Kyoto before the crowds: the moments people remember.',
  },
  {
    icon: PiggyBank,
    title: '0% interest deposits and payment plans',
    detail: 'Secure your holiday with a small deposit and spread the rest over easy instalments, with no interest to pay.',
  },
  {
    icon: Headset,
    title: '24/7 support',
    detail: 'A real person on the phone whenever you need one, before you fly, while you travel and after you are home.',
  },
  {
    icon: RouteIcon,
    title: 'Fully planned trips',
    detail: 'Flights, hotels, transfers, visas and sightseeing arranged as one seamless journey, so you only pack and go.',
  },
  {
    icon: Leaf,
    title: 'Sustainable travel',
    detail: 'Locally owned stays, fair wages for guides and lighter footprints, so the places we love stay worth visiting.',
  },
];
