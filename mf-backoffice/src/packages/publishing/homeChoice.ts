import { HOME_PLACES, HOME_SECTION_TITLES, type HomePlace, type HomePlacements } from '@agency/contracts';
import { TOP_DEALS } from '../../messages';

export type Placed = HomePlacements[HomePlace][number];
export type Choice = Record<HomePlace, Placed[]>;

export const placeTitle = (place: HomePlace) => (place === 'topDeals' ? TOP_DEALS : HOME_SECTION_TITLES[place]);

/** A copy of the stored choice to edit (nothing is saved until Save). */
export function copyOf(stored: HomePlacements): Choice {
  return Object.fromEntries(HOME_PLACES.map((place) => [place, stored[place].map((item) => ({ ...item }))])) as Choice;
}
