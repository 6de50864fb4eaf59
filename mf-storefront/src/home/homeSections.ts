/**
 * The home page's three deal sections (the spec's home page), driven by the HomeDealSection1/2/3
 * flags the catalogue sets on deals. The catalogue fills them with trending places,
 * romance and beaches, and families and journeys; the titles say so.
 */
import { HOME_DEAL_SECTIONS, HOME_SECTION_TITLES } from '@agency/contracts';

export type HomeDealSection = (typeof HOME_DEAL_SECTIONS)[number];

export interface HomeSectionLook {
  flag: HomeDealSection;
  title: string;
  kicker: string;
  /** Banner artwork of the section's own deals screen (/Exclusive). */
  artwork: string;
}

const LOOKS: Record<HomeDealSection, Omit<HomeSectionLook, 'flag'>> = {
  HomeDealSection1: {
    title: HOME_SECTION_TITLES.HomeDealSection1,
    kicker: 'Where our travellers are heading',
    artwork: 'page-trending-holidays',
  },
  HomeDealSection2: {
    title: HOME_SECTION_TITLES.HomeDealSection2,
    kicker: 'Honeymoons, beaches and private villas',
    artwork: 'page-romance-beach-escapes',
  },
  HomeDealSection3: {
    title: HOME_SECTION_TITLES.HomeDealSection3,
    kicker: 'Safaris, escorted tours and rail journeys',
    artwork: 'page-grand-journeys',
  },
};

export const HOME_SECTION_LOOKS: readonly HomeSectionLook[] = HOME_DEAL_SECTIONS.map((flag) => ({ flag, ...LOOKS[flag] }));

/** The deals carrying a flag ('True', the spec's entities). */
export function dealsFlagged<T extends Partial<Record<string, unknown>>>(deals: readonly T[], flag: string): T[] {
  return deals.filter((deal) => deal[flag] === 'True');
}
