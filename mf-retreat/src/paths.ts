/** The retreat remote's routes, written once in the contracts (`@agency/contracts` publicUrls), under the names its screens import. */
export { retreatPaths as paths } from '@agency/site';

/** The id of the retreat page's room section: 'Book Now' in the hero scrolls to it. */
export const ROOMS_SECTION_ID = 'rooms';
