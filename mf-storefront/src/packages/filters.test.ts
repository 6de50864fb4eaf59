import { chooseContinent, chooseCountry, cityChoices, countryChoices, filtersToQuery, filtersToSearch, NO_FILTERS, preselectFilters, toggleHolidayType } from './filters';
import { filterData, regions } from '../testing/fixtures';

const query = (search: string) => new URLSearchParams(search);

describe('pre-selection from the URL query', () => {
  it('matches continent, country, city and holiday type case-insensitively against the filter data', () => {
    expect(preselectFilters(query('continent=ASIA&country=sri%20lanka&city=KANDY&holidayType=beach_holidays'), filterData)).toEqual({
      ...NO_FILTERS,
      continent: 'Asia',
      country: 'Sri Lanka',
      city: 'Kandy',
      holidayTypes: ['Beach_Holidays'],
    });
  });

  it("reads a holiday type written with spaces, and several separated by commas", () => {
    expect(preselectFilters(query('holidayType=Beach Holidays,HONEYMOONS,Beach_Holidays'), filterData).holidayTypes).toEqual(['Beach_Holidays', 'Honeymoons']);
  });

  it('drops values the filter data does not know', () => {
    expect(preselectFilters(query('country=Atlantis&holidayType=Space_Holidays&duration=12&price=cheap&sort=random'), filterData)).toEqual(NO_FILTERS);
  });

  it("keeps this list's own choices: price band, duration and sort", () => {
    expect(preselectFilters(query('price=50000-100000&duration=7&sort=price-desc'), filterData)).toEqual({
      ...NO_FILTERS,
      price: '50000-100000',
      duration: 7,
      sort: 'price-desc',
    });
  });

  it('without filter data, keeps names as typed and holiday types the contract knows', () => {
    expect(preselectFilters(query('country=Thailand&holidayType=safari,unknown'), undefined)).toEqual({ ...NO_FILTERS, country: 'Thailand', holidayTypes: ['Safari'] });
  });
});

describe('the catalogue query of the filters', () => {
  it('asks for pages of 7 and sends only what is chosen', () => {
    expect(filtersToQuery(NO_FILTERS)).toEqual({ limit: 7 });
  });

  it('sends the country lower-cased, holiday types comma-separated, the band as bounds and the sort', () => {
    expect(
      filtersToQuery({ holidayTypes: ['Beach_Holidays', 'Honeymoons'], continent: 'Asia', country: 'Sri Lanka', city: 'Kandy', price: '50000-100000', duration: 7, sort: 'duration-desc' }),
    ).toEqual({
      limit: 7,
      holiday_types: 'Beach_Holidays,Honeymoons',
      continent: 'Asia',
      country: 'sri lanka',
      city: 'Kandy',
      minPrice: 50000,
      maxPrice: 100000,
      duration: 7,
      sortBy: 'duration',
      sortOrder: 'desc',
    });
    expect(filtersToQuery({ ...NO_FILTERS, price: 'under-50000', sort: 'price-asc' })).toEqual({ limit: 7, maxPrice: 49999, sortBy: 'pricing.price', sortOrder: 'asc' });
    expect(filtersToQuery({ ...NO_FILTERS, price: '200000-plus' })).toEqual({ limit: 7, minPrice: 200000 });
  });

  it('writes the filters into the URL so that reading it back gives the same filters', () => {
    const filters = { holidayTypes: ['Safari', 'Honeymoons'], continent: 'Asia', country: 'Sri Lanka', city: 'Galle', price: '100000-200000', duration: 9, sort: 'price-asc' };
    expect(preselectFilters(filtersToSearch(filters), filterData)).toEqual(filters);
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
  });
});

describe('changing filters', () => {
  it('toggles a holiday type on and off', () => {
    const on = toggleHolidayType(NO_FILTERS, 'Safari');
    expect(on.holidayTypes).toEqual(['Safari']);
    expect(toggleHolidayType(on, 'Safari').holidayTypes).toEqual([]);
  });

  it('drops a country (and its city) that is not in the chosen continent', () => {
    const inSriLanka = { ...NO_FILTERS, country: 'Sri Lanka', city: 'Galle' };
    expect(chooseContinent(inSriLanka, 'Asia', regions)).toEqual({ ...NO_FILTERS, continent: 'Asia' });
    expect(chooseContinent(inSriLanka, 'Indian Ocean', regions)).toEqual({ ...inSriLanka, continent: 'Indian Ocean' });
    expect(chooseContinent(inSriLanka, 'Asia', undefined)).toEqual({ ...inSriLanka, continent: 'Asia' });
  });

  it('drops a city that is not in the chosen country', () => {
    expect(chooseCountry({ ...NO_FILTERS, city: 'Galle' }, 'Thailand', regions)).toEqual({ ...NO_FILTERS, country: 'Thailand' });
    expect(chooseCountry({ ...NO_FILTERS, city: 'Galle' }, 'Sri Lanka', regions)).toEqual({ ...NO_FILTERS, country: 'Sri Lanka', city: 'Galle' });
  });

  it("offers the chosen continent's countries and the chosen country's cities", () => {
    expect(countryChoices(filterData, 'Asia', regions)).toEqual(['Bali', 'Japan', 'Thailand']);
    expect(countryChoices(filterData, '', regions)).toEqual(filterData.countries);
    expect(cityChoices(filterData, 'Sri Lanka', regions)).toEqual(['Galle', 'Kandy']);
    expect(cityChoices(filterData, '', regions)).toEqual(filterData.cities);
  });
});
