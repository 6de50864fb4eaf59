import { destinationEnquiryState, packageEnquiryState } from '../deals/navigationState';
import { makePackage } from '../testing/fixtures';
import { durationEditable, enquiryVariant, initialEnquiryValues } from './enquiryVariant';

describe('the enquiry form’s variant, from navigation state', () => {
  it("reads ENQUIRE NOW's package: name, price list, duration and first country; the duration is fixed", () => {
    const pkg = makePackage(9, { packageName: 'Bali Honeymoon', duration: 8 });
    const variant = enquiryVariant(packageEnquiryState(pkg));
    expect(variant).toEqual({
      kind: 'package',
      packageId: 9,
      name: 'Bali Honeymoon',
      price: pkg.pricing,
      duration: 8,
      destination: 'Thailand',
    });
    expect(durationEditable(variant)).toBe(false);
    expect(initialEnquiryValues(variant)).toMatchObject({
      Name: 'Bali Honeymoon',
      Countryname: 'Thailand',
      Duration: '8',
      classoffer: 'Economy',
    });
  });

  it("reads a country's 'Make An Enqiry': the destination filled in and the duration the visitor's", () => {
    const variant = enquiryVariant(destinationEnquiryState('Sri Lanka'));
    expect(variant).toEqual({ kind: 'destination', destination: 'Sri Lanka' });
    expect(durationEditable(variant)).toBe(true);
    expect(initialEnquiryValues(variant)).toMatchObject({ Countryname: 'Sri Lanka', Duration: '', Name: '' });
  });

  it.each([null, undefined, 'Bali', {}, { destination: '  ' }, { allDeals: [{ id: 'x', name: 1 }] }, { allDeals: [] }])(
    'treats %p as the open form (duration not editable)',
    (state) => {
      const variant = enquiryVariant(state);
      expect(variant).toEqual({ kind: 'open' });
      expect(durationEditable(variant)).toBe(false);
    },
  );
});
