/**
 * The seven regions of the storefront (the spec's region and continent pages), in the order of the region overview,
 * with the intro and longer text of each continent page.
 */
import type { Scene } from '../artwork/scene';

export const CONTINENT_NAMES = ['Asia', 'Middle East', 'Africa', 'Europe', 'USA & Canada', 'Caribbean', 'Indian Ocean'] as const;
export type ContinentName = (typeof CONTINENT_NAMES)[number];

export interface ContinentSeed {
  name: ContinentName;
  /** The name in the menu data, where it differs. */
  menuName: string;
  /** Route segment without the slash. */
  route: string;
  intro: string;
  description: string;
  /** Return airfare from India per person, rupees: the floor of every package price here. */
  airfare: number;
  scene: Scene;
}

export const CONTINENTS: readonly ContinentSeed[] = [
  {
    name: 'Asia',
    menuName: 'Asia',
    route: 'Asia',
    intro:
      'From the temples of Bali to the street-food stalls of Bangkok and the snow peaks above Kathmandu, Asia is a short flight from home and a world away from the everyday.',
    description:
      'Asia rewards every kind of traveller. Honeymooners head for private pool villas in Ubud and the beaches of Phuket; families love the theme parks and night safaris of Singapore; history lovers trace the Silk Road to the Taj Mahal and the temple towns of Vietnam. Visas are simple for Indian passport holders in much of the region, flights are short, and vegetarian food is easy to find. Our Asia specialists have walked these itineraries themselves and will help you pick the right season, from the dry months in Thailand to cherry-blossom spring in Japan.',
    airfare: 24000,
    scene: { landscape: 'karst', landmark: 'pagoda', time: 'golden' },
  },
  {
    name: 'Middle East',
    menuName: 'Middle East',
    route: 'Middleeast',
    intro:
      'Glittering skylines rise out of the desert, souks smell of cardamom and oud, and the beaches are warm all winter: the Middle East is the easiest luxury escape from India.',
    description:
      'Less than four hours from most Indian cities, the Emirates and Qatar pack an astonishing range into a short break. Ride the dunes at sunset and dine under the stars, shop the gold souk in Deira, watch a Grand Prix at Yas Marina or simply laze at a beach resort in Ras Al Khaimah. Hotels here set the standard for service, family attractions are world class, and winter temperatures are perfect for being outdoors. We arrange visas, airport meet-and-greet and desert safaris with operators we trust.',
    airfare: 19000,
    scene: { landscape: 'desert', landmark: 'burjKhalifa', time: 'sunset' },
  },
  {
    name: 'Africa',
    menuName: 'Africa',
    route: 'Africa',
    intro:
      "Witness the Great Migration on the Mara, sail the Nile past pharaohs' temples and wander the blue lanes of a Moroccan medina: Africa stays with you long after you fly home.",
    description:
      'Africa is a continent of big skies and bigger experiences. East Africa is safari country, where Kenya and Tanzania share the Serengeti-Mara ecosystem and its million wildebeest. South Africa combines the Cape winelands with Big Five reserves and the Garden Route. In the north, Egypt, Morocco and Tunisia offer ancient wonders, desert camps and Mediterranean beaches. We work with lodges and guides we know personally, plan around the seasons of the migration, and take care of visas and yellow-fever paperwork.',
    airfare: 52000,
    scene: { landscape: 'savanna', landmark: 'acacia', time: 'sunset' },
  },
  {
    name: 'Europe',
    menuName: 'Europe',
    route: 'Europe',
    intro:
      'Sip espresso in a Roman piazza, ride a cable car into the Swiss Alps and watch the sun set over Santorini: Europe is a lifetime of holidays in one continent.',
    description:
      'Europe is made for journeys. One Schengen visa opens most of it, and fast trains link Paris, Zurich, Vienna and Rome in a few hours. Summer brings island-hopping in Greece and Croatia and long evenings on the Turkish coast; winter brings Christmas markets, alpine snow and cosy cafes. We build itineraries that mix the icons with quieter towns, book the trains and museum slots that sell out, and choose central hotels so you spend less time commuting and more time exploring.',
    airfare: 58000,
    scene: { landscape: 'alps', landmark: 'castle', time: 'morning' },
  },
  {
    name: 'USA & Canada',
    menuName: 'USA & Canada',
    route: 'Usacanada',
    intro:
      'Neon nights in New York and Las Vegas, road trips through national parks and the turquoise lakes of the Canadian Rockies: North America does everything on a grand scale.',
    description:
      'The USA and Canada reward travellers who plan well. Distances are vast, so we design itineraries that combine short domestic flights with scenic drives and famous train rides. See the Statue of Liberty and Times Square, walk the Golden Gate Bridge, stand at the edge of the Grand Canyon, then cross the border to Niagara Falls, Toronto and the Rockies around Banff. We help with visa appointments, book theme-park tickets in advance and pick hotels where Indian breakfasts are never far away.',
    airfare: 88000,
    scene: { landscape: 'city', landmark: 'liberty', time: 'dusk' },
  },
  {
    name: 'Caribbean',
    menuName: 'Caribbean Island',
    route: 'Caribbean',
    intro:
      'Powder-white beaches, rum punch at sunset and steel drums drifting across the bay: the Caribbean islands are the classic tropical dream, each with its own rhythm.',
    description:
      'No two Caribbean islands are alike. Antigua claims a beach for every day of the year, Barbados mixes cricket with fine dining, Jamaica grooves to reggae in the hills, and the Bahamas scatter hundreds of cays across impossibly clear water. Grenada smells of nutmeg, Bermuda is all pink sand and pastel cottages, and Puerto Rico and the Dominican Republic add Spanish colonial towns to the mix. We fly you via London, New York or Miami with sensible connections and can pair two islands in a single holiday.',
    airfare: 105000,
    scene: { landscape: 'sea', landmark: 'palms', time: 'golden' },
  },
  {
    name: 'Indian Ocean',
    menuName: 'Indian Ocean',
    route: 'Indianocean',
    intro:
      "Overwater villas in the Maldives, granite-framed coves in the Seychelles and tea country in Sri Lanka: the Indian Ocean's islands lie just a short hop from home.",
    description:
      "The islands of the Indian Ocean are India's closest tropical paradise. The Maldives offers one island, one resort, and lagoons full of manta rays and reef sharks; Mauritius pairs lagoon beaches with sugar-cane hills and Creole cuisine; the Seychelles hide some of the most beautiful beaches on earth; and Sri Lanka packs ancient cities, leopards and tea plantations into an island you can cross in a day. Most of them offer visa-free or visa-on-arrival entry for Indian travellers, making them perfect for honeymoons and spur-of-the-moment escapes.",
    airfare: 28000,
    scene: { landscape: 'sea', landmark: 'waterVillas', time: 'sunset' },
  },
];
