/**
 * The Awakening Retreat's story: three nights in Pushkar, Rajasthan, by the holy lake and
 * the Aravalli hills. The words of the retreat page live here; the page only lays them out.
 */
import type { RoomCategory } from '@agency/contracts';
import { catalogueCalls, targetsFor } from '@agency/contracts';
import { site } from '@agency/site';

const catalogue = targetsFor(catalogueCalls);
/** The retreat's generated artwork, at the catalogue's image URL (its contract's). */
const images = (name: string) => catalogue.image({ file: `retreat-${name}.svg` }).url;

export const hero = {
  eyebrow: '3 nights · Pushkar, Rajasthan',
  title: 'The Awakening Retreat',
  lead: 'Yoga at sunrise on the ghats of Pushkar Lake, breathwork in the desert hush, and evenings of fire, music and stars. Three nights to slow down, breathe deeper and come home to yourself.',
  /** A travel poster of the lake (its own caption, so it does not repeat the page's title). */
  image: images('pushkar-lake'),
  imageAlt: 'Travel poster of Pushkar Lake and its temple',
  itinerary: {
    label: `Get the itinerary on ${site.chat.app}`,
    href: `${site.chat.href}?text=${encodeURIComponent('Hello! Please send me the full itinerary of The Awakening Retreat in Pushkar.')}`,
  },
  facts: ['All meals included', 'Small group', 'All levels welcome'],
} as const;

export interface RetreatDay {
  day: number;
  title: string;
  image: string;
  summary: string;
  moments: readonly string[];
}

export const journey: readonly RetreatDay[] = [
  {
    day: 1,
    title: 'Vibe & Align',
    image: images('lakeside-arrival'),
    summary: 'Arrive, settle in and set your intention for the days ahead.',
    moments: [
      'Welcome with tulsi tea and a marigold garland at the retreat house',
      'Opening circle: meet the group and set an intention',
      'Gentle hatha yoga on the rooftop as the sun sets over the lake',
      'Sattvic dinner, then a sound bath with singing bowls under the stars',
    ],
  },
  {
    day: 2,
    title: 'Breathe & Rise',
    image: images('sunrise-breathwork'),
    summary: 'A full day of breath, movement and stillness, guided at your pace.',
    moments: [
      'Sunrise pranayama and meditation on the ghats of Pushkar Lake',
      'Vinyasa flow followed by a slow Ayurvedic brunch',
      'Journaling workshop, then free time or an optional Ayurvedic massage',
      'Evening aarti at the lake, bonfire and kirtan under the desert sky',
    ],
  },
  {
    day: 3,
    title: 'Wander & Wonder',
    image: images('desert-dunes'),
    summary: 'Carry the calm outward: hills, bazaars and the golden dunes.',
    moments: [
      'Dawn walk up to the Savitri temple for sunrise over the Aravallis',
      'Heritage walk through the old bazaar and the Brahma temple lanes',
      'Camel cart ride to the dunes for sunset and Rajasthani folk music',
      'Closing circle and a farewell feast; you leave after breakfast on day 4',
    ],
  },
];

export const goals: readonly { title: string; text: string }[] = [
  { title: 'Slow down', text: 'Step out of the rush for three nights, with no schedule to chase but the sun’s.' },
  { title: 'Breathe deeper', text: 'Learn pranayama you can practise anywhere, in five minutes a day.' },
  { title: 'Move with ease', text: 'Daily yoga for every body, from first-timers to seasoned practitioners.' },
  { title: 'Take it home', text: 'Leave with simple rituals for sleep, focus and calm that last beyond the retreat.' },
];

export const whyJoin: readonly { title: string; text: string }[] = [
  {
    title: 'A sacred setting',
    text: 'Pushkar is one of India’s oldest pilgrim towns: 52 ghats around a holy lake, ringed by desert hills.',
  },
  { title: 'Experienced teachers', text: 'Certified yoga and breathwork teachers who keep every session personal.' },
  { title: 'A small group', text: 'Few enough guests that everyone is known by name, and everyone has space.' },
  { title: 'Travel lightly', text: 'Vegetarian food from local farms, plastic-free rooms, and guides from the town itself.' },
];

export const limitedSpots = {
  text: 'We keep the group small so that every guest gets real attention, which means the pods and rooms go quickly. Book yours now; we hold it for you while you pay.',
} as const;

export const included: readonly string[] = [
  'Three nights in the room of your choice',
  'All sattvic vegetarian meals, teas and fresh juices',
  'Daily yoga, meditation and pranayama sessions',
  'Sound bath and evening kirtan',
  'Guided sunrise walk to the Savitri temple',
  'Heritage walk and evening aarti at Pushkar Lake',
  'Camel cart ride to the dunes at sunset',
  'Retreat kit: yoga mat, journal and water bottle to keep',
  'Transfers from and to Ajmer railway station',
];

export const roomDetails: Record<RoomCategory, { image: string; tagline: string; text: string }> = {
  SoulPod: {
    image: images('soulpod'),
    tagline: 'Your own pod in the shared dome',
    text: 'A cosy private sleeping pod under our bamboo dome, with the company of fellow travellers around you. Priced per guest: book a pod for yourself, or several for your friends.',
  },
  'Harmony Quad': {
    image: images('harmony-quad'),
    tagline: 'A room for 4 or 5 friends',
    text: 'A spacious garden room with four single beds and a day bed, made for a family or a group of friends travelling together.',
  },
  'Duo Room': {
    image: images('duo-room'),
    tagline: 'A quiet room for 2 or 3',
    text: 'A calm private room looking onto the courtyard, with a double bed and a single, for couples and close friends.',
  },
};
