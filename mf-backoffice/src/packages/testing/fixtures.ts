/** Catalogue answers for the package screens' component tests. */
import { HOLIDAY_TYPES, INCLUSION_SERVICES } from '@agency/contracts';

export const DESTINATIONS = [
  { continent: 'Asia', name: 'Indonesia', cities: ['Ubud', 'Seminyak'] },
  { continent: 'Asia', name: 'Thailand', cities: ['Krabi', 'Phuket'] },
  { continent: 'Europe', name: 'Greece', cities: ['Athens', 'Santorini'] },
];
export const HOLIDAY_TYPE_LIST = HOLIDAY_TYPES.map((name, index) => ({ _id: index + 1, name, ShowName: name.replace(/_/g, ' ') }));
export const INCLUSION_LIST = INCLUSION_SERVICES.map((service, index) => ({ _id: index + 1, service }));

/** A row of GET /api/packages/staff (a summary with its publishing state). */
export function summary(id: number, name: string, price: number | null, duration = 5, published = true) {
  return {
    published,
    homePlaces: [] as string[],
    updatedAt: 1_760_000_000_000 + id,
    _id: id,
    packageName: name,
    images: [`/api/images/package-${id}.svg`],
    duration,
    pricing: price === null ? [] : [{ _id: id * 10, type: 'Deluxe', price }],
    cityNight: [],
    inclusion_ids: [],
    descriptionExcerpt: '',
  };
}

export function listAnswer(rows: ReturnType<typeof summary>[], currentPage: number, totalPackages: number) {
  return { data: rows, pagination: { currentPage, totalPages: Math.ceil(totalPackages / 10), totalPackages } };
}

/** The stored package GET /api/packages/staff/7 answers under data (the fields the form reads). */
export const STORED = {
  _id: 7,
  Name: 'Bali Escape',
  packageName: 'Bali Escape',
  images: ['/api/images/upload-0123456789abcdef0123456789abcdef.png'],
  Turner2Data: [],
  description: { title: 'Temples and terraces', paragraph: 'Five days in Ubud.' },
  destinations: {
    continent: 'Asia',
    countries: [{ name: 'Indonesia', cities: [{ name: 'Ubud', hotels: [{ name: 'Alaya Resort', star: 4, night: 3 }] }] }],
  },
  duration: 5,
  holiday_types: ['Beach_Holidays'],
  inclusionTexts: ['Breakfast daily'],
  exclusionTexts: ['Tips'],
  inclusion_ids: ['hotels'],
  exclusion_ids: [],
  pricing: [{ _id: 70, type: 'Deluxe', price: 54999 }],
  overview: [],
  ClassBarData: '5 Days',
  Card_Text: '',
  cityNight: [{ cityName: 'Ubud', totalNights: 3 }],
};
