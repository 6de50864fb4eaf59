/**
 * The 18 holiday types of storefront spec §3, with what the package generator needs to
 * write a believable deal of that kind and the scene its artwork shows.
 */
import type { HolidayType } from '@agency/contracts';
import type { Scene } from '../artwork/scene';

/** The keys are the contracts' HOLIDAY_TYPES; this module adds what a deal of each kind is like. */
export type HolidayTypeKey = HolidayType;

/** The ShowName of a key: 'Beach_Holidays' → 'Beach Holidays'. */
export function holidayTypeName(key: HolidayTypeKey): string {
  return key.replace(/_/g, ' ');
}

export interface HolidayTheme {
  /** Endings of a package name: 'Enchanting Bali' + ' Honeymoon Escape'. */
  nouns: readonly string[];
  /** Opening sentences of a description; {place} is the destination. */
  openings: readonly string[];
  /** The closing sentence of a description. */
  closing: string;
  /** Inclusive range of days. */
  days: readonly [number, number];
  /** Multiplier on the destination's nightly rate. */
  priceFactor: number;
  /** Lowest star rating of the hotels. */
  minStar: number;
  /** How many countries a trip of this kind visits. */
  countries: 1 | 2;
  scene: Scene;
}

export const HOLIDAY_THEMES: Record<HolidayTypeKey, HolidayTheme> = {
  Adults_Only_Holidays: {
    nouns: ['Adults-Only Retreat', 'Grown-Up Getaway', 'Adults-Only Escape'],
    openings: [
      'No school runs, no splash pools full of inflatables: this adults-only holiday in {place} is built around long lunches, quiet pools and evenings that start at sunset.',
      'Choose {place} for a holiday where the only noise at the pool is the clink of ice, in hotels that welcome guests over eighteen only.',
    ],
    closing: 'Ideal for couples and friends who want calm, good food and unhurried days.',
    days: [5, 8],
    priceFactor: 1.25,
    minStar: 4,
    countries: 1,
    scene: { landscape: 'sea', landmark: 'palms', time: 'sunset' },
  },
  All_Inclusive_Holidays: {
    nouns: ['All-Inclusive Holiday', 'All-Inclusive Beach Break', 'All-Inclusive Escape'],
    openings: [
      'Leave the wallet in the room safe: in {place} every meal, snack and house drink is already paid for, so the only decision each day is pool or beach.',
      'This all-inclusive holiday in {place} bundles your flights, transfers, room and all meals into one clear price, with no surprise bills at check-out.',
    ],
    closing: 'A relaxed, fully paid-up holiday that suits families and couples alike.',
    days: [5, 9],
    priceFactor: 1.3,
    minStar: 4,
    countries: 1,
    scene: { landscape: 'sea', landmark: 'palms', time: 'noon' },
  },
  Beach_Holidays: {
    nouns: ['Beach Holiday', 'Sun & Sand Escape', 'Coastal Getaway'],
    openings: [
      'Warm water, soft sand and seafood grilled at the water\'s edge: this beach holiday in {place} keeps things gloriously simple.',
      'Trade city noise for the sound of the surf on a beach holiday in {place}, with hotels chosen for their stretch of sand.',
    ],
    closing: 'Pack light: sunscreen, a good book and sandals will see you through.',
    days: [5, 9],
    priceFactor: 1,
    minStar: 3,
    countries: 1,
    scene: { landscape: 'sea', landmark: 'palms', time: 'morning' },
  },
  Business_Class_Holidays: {
    nouns: ['Business Class Journey', 'Business Class Escape'],
    openings: [
      'The holiday starts at the airport lounge: fly business class to {place}, with lie-flat seats, priority check-in and a private chauffeur waiting on arrival.',
      'Arrive in {place} rested, not jet-lagged: this journey pairs business-class flights with hand-picked five-star hotels.',
    ],
    closing: 'For travellers who want every hour of the trip, flight included, to feel like a holiday.',
    days: [6, 10],
    priceFactor: 1.9,
    minStar: 5,
    countries: 1,
    scene: { landscape: 'city', landmark: 'aeroplane', time: 'golden' },
  },
  Christmas_Holidays: {
    nouns: ['Christmas Markets Holiday', 'Festive Christmas Break', 'Christmas Getaway'],
    openings: [
      'Mulled wine, carols in old squares and wooden stalls glowing under fairy lights: spend Christmas in {place} the way postcards promise.',
      'Swap the festive rush for a December holiday in {place}, where markets, midnight services and long dinners make the season feel new again.',
    ],
    closing: 'Departures run from late November to early January; December dates sell out first.',
    days: [4, 7],
    priceFactor: 1.2,
    minStar: 4,
    countries: 1,
    scene: { landscape: 'alps', landmark: 'chalet', time: 'night' },
  },
  Escorted_Groups_Tours: {
    nouns: ['Small-Group Tour', 'Escorted Group Tour'],
    openings: [
      'Travel with a small group of like-minded travellers and an expert tour manager through the best of {place}, with every hotel, coach and entry ticket arranged.',
      'This escorted group tour of {place} keeps groups small, guides local and days well paced, so you see more and worry less.',
    ],
    closing: 'Group sizes are capped at 24 travellers, and solo travellers are warmly welcome.',
    days: [7, 12],
    priceFactor: 0.95,
    minStar: 3,
    countries: 1,
    scene: { landscape: 'desert', landmark: 'pyramids', time: 'golden' },
  },
  Escorted_Tours: {
    nouns: ['Escorted Discovery Tour', 'Guided Heritage Tour', 'Escorted Highlights Tour'],
    openings: [
      'See {place} through the eyes of a private local guide who meets you at the airport and stays with you for the sightseeing days of the trip.',
      'An escorted tour of {place} that balances the famous sights with quieter corners, with a guide on hand to tell the stories behind them.',
    ],
    closing: 'Your guide speaks English and Hindi, and the pace can be adjusted on the day.',
    days: [6, 11],
    priceFactor: 1.1,
    minStar: 4,
    countries: 1,
    scene: { landscape: 'city', landmark: 'colosseum', time: 'golden' },
  },
  F1_Packages: {
    nouns: ['Grand Prix Weekend', 'F1 Race Experience'],
    openings: [
      'Feel the roar from the grandstand: this Formula 1 package to {place} includes three-day grandstand tickets, race-day transfers and a hotel close to the circuit.',
      'Race weekend in {place}: grandstand seats for practice, qualifying and the Grand Prix itself, with time to explore the city between sessions.',
    ],
    closing: 'Race dates follow the official calendar; tickets are confirmed once the deposit is paid.',
    days: [4, 6],
    priceFactor: 2.2,
    minStar: 4,
    countries: 1,
    scene: { landscape: 'city', landmark: 'chequeredFlag', time: 'night' },
  },
  Family_Holidays: {
    nouns: ['Family Holiday', 'Family Fun Adventure', 'Family Discovery'],
    openings: [
      'Something for every age: this family holiday in {place} mixes theme-park thrills and gentle sightseeing with pool time and early dinners.',
      'Family rooms, kids\' clubs and days planned around short attention spans make {place} an easy, happy holiday for parents and children.',
    ],
    closing: 'Children under twelve sharing with two adults travel at a reduced rate; ask our team for a family quote.',
    days: [5, 9],
    priceFactor: 0.9,
    minStar: 4,
    countries: 1,
    scene: { landscape: 'sea', landmark: 'sailboat', time: 'morning' },
  },
  Golf_Holidays: {
    nouns: ['Golf Getaway', 'Fairways & Sunshine Golf Break'],
    openings: [
      'Tee off on championship courses in {place}, with pre-booked tee times, buggy hire and a hotel where the nineteenth hole comes with a view.',
      'A golf holiday in {place} for players of every handicap: rounds on two celebrated courses, club transfers and relaxed evenings in between.',
    ],
    closing: 'Non-golfing partners travel at a lower price and have their own spa and sightseeing days.',
    days: [5, 8],
    priceFactor: 1.35,
    minStar: 4,
    countries: 1,
    scene: { landscape: 'hills', landmark: 'golfFlag', time: 'morning' },
  },
  Honeymoons: {
    nouns: ['Honeymoon Escape', 'Romantic Honeymoon', 'Honeymoon Hideaway'],
    openings: [
      'Begin married life in {place}: candle-lit dinners, a room with a view worth waking up to, and days that belong to just the two of you.',
      'Made for newly-weds, this honeymoon in {place} adds the small touches that matter, from a flower-strewn bed on arrival to a private sunset dinner.',
    ],
    closing: 'Tell us your wedding date and we will make sure every hotel knows you are on honeymoon.',
    days: [5, 9],
    priceFactor: 1.3,
    minStar: 4,
    countries: 1,
    scene: { landscape: 'sea', landmark: 'waterVillas', time: 'sunset' },
  },
  Multicentre_Holidays: {
    nouns: ['Multi-Centre Journey', 'Grand Tour', 'Twin-Centre Holiday'],
    openings: [
      'Why choose one destination when two sit side by side? This multi-centre holiday pairs {place}, with a short connecting flight or drive in between.',
      'Two countries, one easy itinerary: {place} combine into a journey with contrasting landscapes, cuisines and cultures.',
    ],
    closing: 'Connections between the centres are included and timed so you never lose a full day to travel.',
    days: [8, 14],
    priceFactor: 1.1,
    minStar: 4,
    countries: 2,
    scene: { landscape: 'sea', landmark: 'aeroplane', time: 'morning' },
  },
  Rail_Holidays: {
    nouns: ['Rail Journey', 'Scenic Rail Holiday', 'Rail Adventure'],
    openings: [
      'Let the landscape do the talking: this rail holiday through {place} follows some of the most scenic lines in the country, with reserved seats on every train.',
      'Slow travel at its best: cross {place} by train, watching the scenery change from a window seat while your luggage is sent ahead.',
    ],
    closing: 'All rail tickets are reserved in advance, in first or panorama class where available.',
    days: [6, 11],
    priceFactor: 1.15,
    minStar: 3,
    countries: 1,
    scene: { landscape: 'mountains', landmark: 'train', time: 'morning' },
  },
  Safari: {
    nouns: ['Safari Adventure', 'Wildlife Safari', 'Safari Expedition'],
    openings: [
      'Dawn game drives, lions at rest in the long grass and sundowners by the campfire: a safari in {place} is the trip of a lifetime.',
      'Track wildlife with expert rangers in {place}, staying in lodges where elephants sometimes wander past the veranda.',
    ],
    closing: 'Game drives run at dawn and late afternoon, when animals are most active; binoculars are provided.',
    days: [6, 10],
    priceFactor: 1.6,
    minStar: 4,
    countries: 1,
    scene: { landscape: 'savanna', landmark: 'acacia', time: 'sunset' },
  },
  Short_Breaks: {
    nouns: ['Short Break', 'City Break', 'Long Weekend'],
    openings: [
      'Short on leave but long on wanderlust? This quick break to {place} packs the highlights into a few well-planned days.',
      'A long weekend in {place}: fly out after work, wake up somewhere new and be home in time for Monday.',
    ],
    closing: 'Easy to fit around a long weekend or a festival holiday.',
    days: [3, 5],
    priceFactor: 1,
    minStar: 3,
    countries: 1,
    scene: { landscape: 'city', landmark: 'bigBen', time: 'dusk' },
  },
  Solo_Holidays: {
    nouns: ['Solo Traveller Adventure', 'Solo Explorer Holiday'],
    openings: [
      'Travelling alone, never lonely: this solo holiday in {place} comes with no single supplement on selected dates and small-group excursions to meet fellow travellers.',
      'Confident solo travellers and first-timers alike will love {place}, with safe, central hotels and a local host on call throughout.',
    ],
    closing: 'Our 24/7 travel desk checks in with solo travellers on arrival and before each transfer.',
    days: [5, 9],
    priceFactor: 1.05,
    minStar: 3,
    countries: 1,
    scene: { landscape: 'mountains', landmark: 'balloons', time: 'dawn' },
  },
  Ultra_Luxury_Holidays: {
    nouns: ['Ultra Luxury Retreat', 'Signature Luxury Escape'],
    openings: [
      'The finest address in {place}, a private butler and a chauffeur on call: this is luxury without compromise.',
      'Suites with their own pools, private guides and tables at the most sought-after restaurants: {place} at its most indulgent.',
    ],
    closing: 'Every detail, from pillow menus to airport fast-track, is arranged before you leave home.',
    days: [5, 9],
    priceFactor: 3,
    minStar: 5,
    countries: 1,
    scene: { landscape: 'sea', landmark: 'waterVillas', time: 'golden' },
  },
  Villa_Holidays: {
    nouns: ['Private Villa Holiday', 'Villa Escape'],
    openings: [
      'Your own front door, your own pool and space to spread out: a private villa in {place} is the freedom of a home with the service of a hotel.',
      'Ideal for families and groups of friends, this villa holiday in {place} comes with a private pool, daily housekeeping and a cook on request.',
    ],
    closing: 'Villas sleep two to eight; prices are per person based on the villa being full.',
    days: [6, 10],
    priceFactor: 1.2,
    minStar: 4,
    countries: 1,
    scene: { landscape: 'hills', landmark: 'palms', time: 'golden' },
  },
};
