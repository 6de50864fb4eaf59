/**
 * The vocabulary of the generated posters: a landscape, an optional landmark silhouette
 * and a time of day. Destination and holiday-type data name their scene with these words.
 */
export const LANDSCAPES = ['sea', 'karst', 'mountains', 'alps', 'desert', 'city', 'savanna', 'hills', 'lake'] as const;
export type Landscape = (typeof LANDSCAPES)[number];

export const LANDMARKS = [
  'burjKhalifa',
  'petronas',
  'marinaBaySands',
  'pagoda',
  'tajMahal',
  'shikhara',
  'stupa',
  'mosque',
  'pyramids',
  'kasbah',
  'eiffel',
  'bigBen',
  'colosseum',
  'greekTemple',
  'chapel',
  'castle',
  'windmill',
  'lighthouse',
  'liberty',
  'cnTower',
  'splitGate',
  'palms',
  'waterVillas',
  'acacia',
  'sailboat',
  'train',
  'chalet',
  'aeroplane',
  'balloons',
  'golfFlag',
  'chequeredFlag',
] as const;
export type Landmark = (typeof LANDMARKS)[number];

export const TIMES_OF_DAY = ['dawn', 'morning', 'noon', 'golden', 'sunset', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface Scene {
  landscape: Landscape;
  landmark?: Landmark;
  /** The preferred light; variants of the same place move through the day from here. */
  time?: TimeOfDay;
}
