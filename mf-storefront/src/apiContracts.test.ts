/**
 * Every endpoint of the storefront's api sends the request its call contract describes
 * (see @agency/test-kit's describeEndpointContracts).
 */
import { catalogueCalls, leadsCalls } from '@agency/contracts';
import { describeEndpointContracts, type EndpointCases } from '@agency/test-kit';
import { storefrontApi } from './api';
import { enquiryApi } from './enquiry/enquiryApi';
import { imageUrl } from './paths';
import { createStore } from './store';

const enquiry = {
  Firstname: 'Asha',
  Emailaddress: 'asha@example.com',
  PhoneNumber: '9876543210',
  way: 'quickContact',
  travelplans: 'Hello',
} as const;

const cases: EndpointCases<typeof enquiryApi.endpoints> = {
  getMenu: { call: catalogueCalls.menu },
  listPackages: { call: catalogueCalls.listPackages, arg: { page: 2, country: 'Bali' }, query: { page: '2', country: 'Bali' } },
  listPackagePages: {
    call: catalogueCalls.listPackages,
    arg: { holiday_types: 'Beach_Holidays' },
    query: { holiday_types: 'Beach_Holidays', page: '1' },
    // Its paging reads the answer.
    answer: { data: [], pagination: { currentPage: 1, totalPages: 1, totalPackages: 0 } },
  },
  getFilterData: { call: catalogueCalls.filterData },
  getPackage: { call: catalogueCalls.getPackage, arg: 7, params: { id: 7 } },
  getSimilarPackages: { call: catalogueCalls.similarPackages, arg: 7, params: { id: 7 } },
  getHomeDeals: { call: catalogueCalls.deals },
  getTopDeals: { call: catalogueCalls.topDeals },
  // The country is sent lower-cased and encoded.
  getCountryDeals: { call: catalogueCalls.dealsByCountry, arg: 'Sri Lanka', params: { country: 'sri lanka' } },
  getRegions: { call: catalogueCalls.regions },
  getRegionPage: { call: catalogueCalls.regionPage, arg: 'Sri Lanka', params: { segment: 'Sri Lanka' } },
  getHolidayTypes: { call: catalogueCalls.holidayTypes },
  getSuggestions: { call: catalogueCalls.packageSuggestions, arg: 'sri la', query: { q: 'sri la' } },
  submitEnquiry: { call: leadsCalls.submit, arg: { request: enquiry, attempt: '0123456789abcdef0123456789abcdef' } },
};

describe('storefront api endpoints and their contracts', () => {
  it("counts the injected enquiry endpoint among the api's endpoints", () => {
    expect(enquiryApi).toBe(storefrontApi);
  });
  describeEndpointContracts(storefrontApi, cases, createStore);
});

describe('artwork and its contract', () => {
  it('addresses an image at catalogue.image', () => {
    expect(catalogueCalls.image.method).toBe('GET');
    expect(imageUrl('banner-1')).toBe(catalogueCalls.image.path.replace(':file', 'banner-1.svg'));
  });
});
