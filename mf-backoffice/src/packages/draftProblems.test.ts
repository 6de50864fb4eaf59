// Ajv compiles here, in the test, only (what the catalogue runs): the remote's own code uses
// the contract's validator compiled ahead of time.
import {
  createAjv,
  fieldErrors,
  hotelNightsMessage,
  hotelNightsProblems,
  type PackageForm,
  packageForm,
  packageFormFromWire,
  packageFormToWire,
} from '@agency/contracts';
import { draftProblems, emptyDraft, formValuesOf, newCity, newHotel, newPricing, newText, type PackageDraft } from './packageDraft';

const validate = createAjv().compile(packageForm);

/** The catalogue service's verdict: the form sent as multipart parts, read back and checked with the contract. */
function serverProblems(draft: PackageDraft): Record<string, string> {
  const parts = packageFormToWire(formValuesOf(draft) as unknown as PackageForm);
  const form = packageFormFromWire(parts);
  const problems: Record<string, string> = validate(form) ? {} : fieldErrors(validate.errors);
  // Then the hotel nights rule, as services/catalogue/src/writes/package-input.ts applies it.
  if (!Object.keys(problems).some((path) => path === 'duration' || path.endsWith('.night')))
    Object.assign(problems, hotelNightsProblems(form));
  return problems;
}

/** A draft that breaks no rule. */
function validDraft(): PackageDraft {
  const draft = emptyDraft();
  const city = newCity('Ubud');
  city.hotels[0] = { ...newHotel(), name: 'Alaya Resort', star: '4', night: 3 };
  return {
    ...draft,
    packageName: 'Bali Escape',
    title: 'Temples and rice terraces',
    paragraph: 'Five days in the hills of Ubud.',
    pricing: [{ ...newPricing(), type: 'Deluxe', price: '54999', valueOfferPrice: '61999' }],
    duration: '5',
    continent: 'Asia',
    countries: [{ name: 'Indonesia', cities: [city] }],
    holidayTypes: ['Beach_Holidays'],
    inclusionIds: ['hotels', 'transfers'],
    inclusionTexts: [newText('Breakfast daily')],
  };
}

type Change = (draft: PackageDraft) => void;
const hotelOf = (draft: PackageDraft) => draft.countries[0].cities[0].hotels[0];

const CASES: [string, Change][] = [
  ['nothing wrong', () => undefined],
  ['a new, empty form', (d) => Object.assign(d, emptyDraft())],
  ['blank name', (d) => void (d.packageName = '   ')],
  ['name too long', (d) => void (d.packageName = 'n'.repeat(201))],
  ['title too long', (d) => void (d.title = 't'.repeat(201))],
  ['empty title', (d) => void (d.title = '')],
  ['empty paragraph', (d) => void (d.paragraph = '')],
  ['no pricing row', (d) => void (d.pricing = [])],
  ['pricing row with nothing chosen', (d) => void (d.pricing = [newPricing()])],
  ['price zero', (d) => void (d.pricing[0].price = '0')],
  ['price negative', (d) => void (d.pricing[0].price = '-5')],
  ['price with paise', (d) => void (d.pricing[0].price = '1999.5')],
  ['price negative with paise', (d) => void (d.pricing[0].price = '-1.5')],
  ['price at the highest', (d) => void (d.pricing[0].price = '100000000')],
  ['price too high', (d) => void (d.pricing[0].price = '100000001')],
  ['offer price too high', (d) => void (d.pricing[0].valueOfferPrice = '999999999')],
  ['duration too long', (d) => void (d.duration = '366')],
  ['star too many', (d) => void (hotelOf(d).star = '8')],
  ['star 7', (d) => void (hotelOf(d).star = '7')],
  ['price not a number', (d) => void (d.pricing[0].price = 'abc')],
  ['offer price empty', (d) => void (d.pricing[0].valueOfferPrice = '')],
  ['offer price zero', (d) => void (d.pricing[0].valueOfferPrice = '0')],
  ['offer price with paise', (d) => void (d.pricing[0].valueOfferPrice = '10.25')],
  ['offer price not a number', (d) => void (d.pricing[0].valueOfferPrice = 'x')],
  ['second row broken', (d) => void d.pricing.push({ ...newPricing(), type: 'Luxury' })],
  ['duration empty', (d) => void (d.duration = '')],
  ['duration zero', (d) => void (d.duration = '0')],
  ['duration negative', (d) => void (d.duration = '-2')],
  ['duration fractional', (d) => void (d.duration = '2.5')],
  ['no continent', (d) => Object.assign(d, { continent: '', countries: [] })],
  ['no country', (d) => void (d.countries = [])],
  ['country without cities', (d) => void (d.countries[0].cities = [])],
  ['city without hotels', (d) => void (d.countries[0].cities[0].hotels = [])],
  ['a new hotel row', (d) => void (d.countries[0].cities[0].hotels = [newHotel()])],
  ['hotel name blank', (d) => void (hotelOf(d).name = ' ')],
  ['hotel name too long', (d) => void (hotelOf(d).name = 'h'.repeat(161))],
  ['star zero', (d) => void (hotelOf(d).star = '0')],
  ['star negative', (d) => void (hotelOf(d).star = '-3')],
  ['star half', (d) => void (hotelOf(d).star = '3.5')],
  ['nights 30', (d) => void (hotelOf(d).night = 30)],
  ['nights 31', (d) => void (hotelOf(d).night = 31)],
  ['nights 0', (d) => void (hotelOf(d).night = 0)],
  // A 5-day package has 4 nights.
  ['hotel nights beyond the package nights', (d) => void (hotelOf(d).night = 5)],
  [
    'hotel nights over two cities beyond the package nights',
    (d) => void d.countries[0].cities.push({ ...newCity('Seminyak'), hotels: [{ ...newHotel(), name: 'Beach Inn', star: '3', night: 2 }] }),
  ],
  ['two countries, second broken', (d) => void d.countries.push({ name: 'Thailand', cities: [newCity('Krabi')] })],
  ['no holiday type', (d) => void (d.holidayTypes = [])],
  ['no inclusion', (d) => void (d.inclusionIds = [])],
  ['no inclusion text', (d) => void (d.inclusionTexts = [])],
  ['blank inclusion line', (d) => void d.inclusionTexts.push(newText('  '))],
  ['inclusion line too long', (d) => void (d.inclusionTexts[0].text = 'i'.repeat(501))],
  ['no exclusion text', (d) => void (d.exclusionTexts = [])],
  ['blank exclusion line', (d) => void (d.exclusionTexts[3].text = '')],
  ['exclusion line too long', (d) => void (d.exclusionTexts[0].text = 'e'.repeat(501))],
  ['kept images', (d) => void (d.existingImages = ['/uploads/a.png', '/api/images/bali.svg'])],
];

describe('the package form’s problems in the browser', () => {
  it('says when the hotel nights do not fit the package nights, at the duration', () => {
    const draft = validDraft();
    hotelOf(draft).night = 5;
    expect(draftProblems(draft)).toEqual({ duration: hotelNightsMessage(5, 5) });
    hotelOf(draft).night = 4;
    expect(draftProblems(draft)).toEqual({});
  });

  it.each(CASES)('%s: the browser names the same fields with the same words as the service', (_name, change) => {
    const draft = validDraft();
    change(draft);
    const expected = serverProblems(draft);
    expect(draftProblems(draft)).toEqual(expected);
  });

  it('a valid draft has no problem, and an empty form names every required field in the spec words', () => {
    expect(draftProblems(validDraft())).toEqual({});
    expect(draftProblems(emptyDraft())).toEqual({
      packageName: 'Package Name is required',
      'description.paragraph': 'Paragraph is required',
      'pricing.0.type': 'Type is required',
      'pricing.0.price': 'Price is required',
      duration: 'Duration is required',
      'destinations.continent': 'Continent is required',
      'destinations.countries': 'At least one country is required',
      holidayTypes: 'At least one holiday type is required',
      inclusionIds: 'At least one inclusion is required',
      'inclusionTexts.0': 'Inclusion text is required',
    });
  });

  it('a new package starts with the 8 standard exclusion lines', () => {
    expect(emptyDraft().exclusionTexts.map((line) => line.text)).toHaveLength(8);
  });
});
