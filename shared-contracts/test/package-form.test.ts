/** The package form gives each of the spec's messages (the staff spec's validation rules) for the field that breaks its rule. */
import {
  DEFAULT_EXCLUSION_TEXTS,
  PACKAGE_JSON_PARTS,
  type Package,
  type PackageForm,
  packageForm,
  packageFormFromPackage,
  packageFormFromWire,
  packageFormToWire,
} from '../src';
import { errorsOf, variant } from './validate';

const valid: PackageForm = {
  packageName: 'Magical Bali',
  description: { title: 'Island of the gods', paragraph: 'Temples, rice terraces and beaches.' },
  pricing: [{ type: 'Deluxe', price: 45999, valueOfferPrice: 52999 }],
  duration: 6,
  destinations: {
    continent: 'Asia',
    countries: [{ name: 'Bali', cities: [{ name: 'Ubud', hotels: [{ name: 'Ubud Hanging Gardens', star: 5, night: 3 }] }] }],
  },
  holidayTypes: ['Beach_Holidays', 'Honeymoons'],
  inclusionIds: ['hotels', 'transfers', 'meals'],
  inclusionTexts: ['Daily breakfast'],
  exclusionTexts: [...DEFAULT_EXCLUSION_TEXTS],
};

/** Loosely typed on purpose: the broken payloads do not fit PackageForm. */
type Form = Record<string, any>;
const hotel = (f: Form) => f.destinations.countries[0].cities[0].hotels[0];
const HOTEL = 'destinations.countries.0.cities.0.hotels.0';

/** [spec message, field path, how to break exactly that rule]. */
const cases: [string, string, (f: Form) => void][] = [
  ['Package Name is required', 'packageName', (f) => (f.packageName = '')],
  ['Package Name is required', 'packageName', (f) => delete f.packageName],
  ['Paragraph is required', 'description.paragraph', (f) => (f.description.paragraph = ' ')],
  ['Paragraph is required', 'description.paragraph', (f) => delete f.description.paragraph],
  ['At least one pricing option is required', 'pricing', (f) => (f.pricing = [])],
  ['Type is required', 'pricing.0.type', (f) => (f.pricing[0].type = '')],
  ['Type is required', 'pricing.0.type', (f) => delete f.pricing[0].type],
  ['Price is required', 'pricing.0.price', (f) => (f.pricing[0].price = '')],
  ['Price is required', 'pricing.0.price', (f) => delete f.pricing[0].price],
  ['Price must be positive', 'pricing.0.price', (f) => (f.pricing[0].price = -100)],
  ['Price must be positive', 'pricing.0.price', (f) => (f.pricing[0].price = 0)],
  ['Offer price must be positive', 'pricing.0.valueOfferPrice', (f) => (f.pricing[0].valueOfferPrice = -1)],
  ['Duration is required', 'duration', (f) => (f.duration = '')],
  ['Duration is required', 'duration', (f) => delete f.duration],
  ['Continent is required', 'destinations.continent', (f) => (f.destinations.continent = '')],
  ['At least one country is required', 'destinations.countries', (f) => (f.destinations.countries = [])],
  ['Country name is required', 'destinations.countries.0.name', (f) => (f.destinations.countries[0].name = '')],
  ['At least one city is required', 'destinations.countries.0.cities', (f) => (f.destinations.countries[0].cities = [])],
  ['City name is required', 'destinations.countries.0.cities.0.name', (f) => (f.destinations.countries[0].cities[0].name = '')],
  [
    'At least one hotel is required',
    'destinations.countries.0.cities.0.hotels',
    (f) => (f.destinations.countries[0].cities[0].hotels = []),
  ],
  ['Hotel name is required', `${HOTEL}.name`, (f) => (hotel(f).name = '')],
  // A new hotel row starts with star '' (the staff spec's states and transitions): the empty string counts as missing.
  ['Star rating is required', `${HOTEL}.star`, (f) => (hotel(f).star = '')],
  ['Star rating is required', `${HOTEL}.star`, (f) => delete hotel(f).star],
  ['Must be positive', `${HOTEL}.star`, (f) => (hotel(f).star = 0)],
  ['Night is required', `${HOTEL}.night`, (f) => (hotel(f).night = '')],
  ['Must be positive', `${HOTEL}.night`, (f) => (hotel(f).night = -2)],
  ['At least one holiday type is required', 'holidayTypes', (f) => (f.holidayTypes = [])],
  ['At least one inclusion is required', 'inclusionIds', (f) => (f.inclusionIds = [])],
  ['Inclusion text is required', 'inclusionTexts.0', (f) => (f.inclusionTexts = [''])],
  ['At least one inclusion text is required', 'inclusionTexts', (f) => (f.inclusionTexts = [])],
  ['Exclusion text is required', 'exclusionTexts.1', (f) => (f.exclusionTexts[1] = '  ')],
  ['At least one exclusion text is required', 'exclusionTexts', (f) => (f.exclusionTexts = [])],
];

describe('package form', () => {
  it('accepts a complete package, with a blank description title', () => {
    expect(errorsOf(packageForm, valid)).toEqual({});
    expect(
      errorsOf(
        packageForm,
        variant(valid, (f) => (f.description.title = '')),
      ),
    ).toEqual({});
  });

  it.each(cases)('says %j at %s', (message, path, breakIt) => {
    expect(errorsOf(packageForm, variant(valid as Form, breakIt))).toEqual({ [path]: message });
  });

  it('names every failing field at once', () => {
    const errors = errorsOf(packageForm, { description: {}, destinations: { countries: [] } });
    expect(errors).toEqual({
      packageName: 'Package Name is required',
      'description.paragraph': 'Paragraph is required',
      pricing: 'At least one pricing option is required',
      duration: 'Duration is required',
      'destinations.continent': 'Continent is required',
      'destinations.countries': 'At least one country is required',
      holidayTypes: 'At least one holiday type is required',
      inclusionIds: 'At least one inclusion is required',
      inclusionTexts: 'At least one inclusion text is required',
      exclusionTexts: 'At least one exclusion text is required',
    });
  });

  it('refuses holiday types and inclusions that do not exist, and unknown fields', () => {
    const errors = errorsOf(
      packageForm,
      variant(valid as Form, (f) => {
        f.holidayTypes = ['Space_Holidays'];
        f.inclusionIds = ['spa'];
        f.price = 1;
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['holidayTypes.0', 'inclusionIds.0', 'price']);
  });
});

describe('package form on the wire', () => {
  it('travels as multipart text parts under the stored names, JSON where structured', () => {
    const parts = packageFormToWire(valid);
    expect(Object.keys(parts).sort()).toEqual(
      ['packageName', 'duration', ...PACKAGE_JSON_PARTS.filter((p) => p !== 'existingImages')].sort(),
    );
    expect(parts.duration).toBe('6');
    expect(JSON.parse(parts.holiday_types)).toEqual(['Beach_Holidays', 'Honeymoons']);
    expect(JSON.parse(parts.inclusion_ids)).toEqual(['hotels', 'transfers', 'meals']);
  });

  it('comes back to the same form values, which then validate (duration coerced from text)', () => {
    const received: Record<string, unknown> = { ...packageFormToWire(valid), images: Buffer.from('image') };
    const form = packageFormFromWire(received);
    expect(errorsOf(packageForm, form)).toEqual({});
    expect({ ...form, duration: Number(form.duration) }).toEqual(valid);
  });

  it('lets validation name a part that is not JSON, under its form key', () => {
    const form = packageFormFromWire({ ...packageFormToWire(valid), holiday_types: 'Beach_Holidays,' });
    expect(errorsOf(packageForm, form)).toEqual({ 'holidayTypes.0': 'Unknown holiday type' });
  });

  it('starts an update or a clone from the stored package', () => {
    const stored = {
      _id: 7,
      packageName: valid.packageName,
      description: { title: 'Island of the gods', paragraph: valid.description.paragraph },
      pricing: [{ _id: 70, type: 'Deluxe', price: 45999, valueOfferPrice: 52999 }],
      duration: 6,
      destinations: valid.destinations,
      holiday_types: valid.holidayTypes,
      inclusion_ids: valid.inclusionIds,
      inclusionTexts: valid.inclusionTexts,
      exclusionTexts: valid.exclusionTexts,
      images: ['/api/images/package-7.svg'],
    } as unknown as Package;
    expect(packageFormFromPackage(stored)).toEqual({ ...valid, existingImages: ['/api/images/package-7.svg'] });
  });
});
