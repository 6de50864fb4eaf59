import { filterData, regions } from '../testing/fixtures';
import {
  chooseContinent,
  cityChoices,
  countryChoices,
  filtersToQuery,
  filtersToSearch,
  NO_FILTERS,
  preselectFilters,
  toggleCountry,
  toggleHolidayType,
} from './filters';

const query = (search: string) => new URLSearchParams(search);

describe('pre-selection from the URL query', () => {
  it('matches continent, country, city and holiday type case-insensitively against the filter data', () => {
    expect(preselectFilters(query('continent=ASIA&country=sri%20lanka&city=KANDY&holidayType=beach_holidays'), filterData)).toEqual({
      ...NO_FILTERS,
      continent: 'Asia',
      countries: ['Sri Lanka'],
      city: 'Kandy',
      holidayTypes: ['Beach_Holidays'],
    });
  });

  it('reads several countries separated by commas (or repeated), each once, in any case', () => {
    expect(preselectFilters(query('country=THAILAND,sri%20lanka,Atlantis,thailand&country=bali'), filterData).countries).toEqual([
      'Thailand',
      'Sri Lanka',
      'Bali',
    ]);
  });

  it('reads a holiday type written with spaces, and several separated by commas', () => {
    expect(preselectFilters(query('holidayType=Beach Holidays,HONEYMOONS,Beach_Holidays'), filterData).holidayTypes).toEqual([
      'Beach_Holidays',
      'Honeymoons',
    ]);
  });

  it('drops values the filter data does not know', () => {
    expect(preselectFilters(query('country=Atlantis&holidayType=Space_Holidays&duration=12&price=cheap&sort=random'), filterData)).toEqual(
      NO_FILTERS,
    );
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
    expect(preselectFilters(query('country=Thailand,sri lanka&holidayType=safari,unknown'), undefined)).toEqual({
      ...NO_FILTERS,
      countries: ['Thailand', 'sri lanka'],
      holidayTypes: ['Safari'],
    });
  });
});

describe('the catalogue query of the filters', () => {
  it('asks for pages of 7 and sends only what is chosen', () => {
    expect(filtersToQuery(NO_FILTERS)).toEqual({ limit: 7 });
  });

  it('sends the countries lower-cased and holiday types, both comma-separated, the band as bounds and the sort', () => {
    expect(
      filtersToQuery({
        holidayTypes: ['Beach_Holidays', 'Honeymoons'],
        continent: 'Asia',
        countries: ['Sri Lanka', 'Thailand'],
        city: 'Kandy',
        price: '50000-100000',
        duration: 7,
        sort: 'duration-desc',
        q: 'island beach',
      }),
    ).toEqual({
      limit: 7,
      q: 'island beach',
      holiday_types: 'Beach_Holidays,Honeymoons',
      continent: 'Asia',
      country: 'sri lanka,thailand',
      city: 'Kandy',
      minPrice: 50000,
      maxPrice: 100000,
      duration: 7,
      sortBy: 'duration',
      sortOrder: 'desc',
    });
    expect(filtersToQuery({ ...NO_FILTERS, price: 'under-50000', sort: 'price-asc' })).toEqual({
      limit: 7,
      maxPrice: 49999,
      sortBy: 'pricing.price',
      sortOrder: 'asc',
    });
    expect(filtersToQuery({ ...NO_FILTERS, price: '200000-plus' })).toEqual({ limit: 7, minPrice: 200000 });
  });

  it('writes the filters into the URL so that reading it back gives the same filters', () => {
    const filters = {
      holidayTypes: ['Safari', 'Honeymoons'],
      continent: 'Asia',
      countries: ['Sri Lanka', 'Bali'],
      city: 'Galle',
      price: '100000-200000',
      duration: 9,
      sort: 'price-asc',
      q: 'tea hills',
    };
    expect(preselectFilters(filtersToSearch(filters), filterData)).toEqual(filters);
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
  });

  it('reads the search text trimmed, its spaces run together, and at most 100 characters long', () => {
    expect(preselectFilters(new URLSearchParams({ q: '  sri   lanka ' }), filterData).q).toBe('sri lanka');
    expect(preselectFilters(new URLSearchParams({ q: 'a'.repeat(150) }), filterData).q).toHaveLength(100);
    expect(preselectFilters(new URLSearchParams(), filterData).q).toBe('');
  });
});

describe('changing filters', () => {
  it('toggles a holiday type on and off', () => {
    const on = toggleHolidayType(NO_FILTERS, 'Safari');
    expect(on.holidayTypes).toEqual(['Safari']);
    expect(toggleHolidayType(on, 'Safari').holidayTypes).toEqual([]);
  });

  it('drops the countries (and a city) that are not in the chosen continent', () => {
    const inSriLanka = { ...NO_FILTERS, countries: ['Sri Lanka'], city: 'Galle' };
    expect(chooseContinent(inSriLanka, 'Asia', regions)).toEqual({ ...NO_FILTERS, continent: 'Asia' });
    expect(chooseContinent(inSriLanka, 'Indian Ocean', regions)).toEqual({ ...inSriLanka, continent: 'Indian Ocean' });
    expect(chooseContinent(inSriLanka, 'Asia', undefined)).toEqual({ ...inSriLanka, continent: 'Asia' });
    const twoPlaces = { ...NO_FILTERS, countries: ['Thailand', 'Sri Lanka', 'Bali'], city: 'Ubud' };
    expect(chooseContinent(twoPlaces, 'Asia', regions)).toEqual({
      ...NO_FILTERS,
      continent: 'Asia',
      countries: ['Thailand', 'Bali'],
      city: 'Ubud',
    });
  });

  it('toggles countries on and off, any number of them', () => {
    const one = toggleCountry(NO_FILTERS, 'Thailand', regions);
    const two = toggleCountry(one, 'Sri Lanka', regions);
    expect(two.countries).toEqual(['Thailand', 'Sri Lanka']);
    expect(toggleCountry(two, 'Thailand', regions).countries).toEqual(['Sri Lanka']);
    expect(toggleCountry(toggleCountry(two, 'Thailand', regions), 'Sri Lanka', regions)).toEqual(NO_FILTERS);
  });

  it('keeps the city while one of the chosen countries has it', () => {
    expect(toggleCountry({ ...NO_FILTERS, city: 'Galle' }, 'Thailand', regions)).toEqual({ ...NO_FILTERS, countries: ['Thailand'] });
    expect(toggleCountry({ ...NO_FILTERS, city: 'Galle' }, 'Sri Lanka', regions)).toEqual({
      ...NO_FILTERS,
      countries: ['Sri Lanka'],
      city: 'Galle',
    });
    const galle = { ...NO_FILTERS, countries: ['Sri Lanka'], city: 'Galle' };
    expect(toggleCountry(galle, 'Thailand', regions)).toEqual({ ...galle, countries: ['Sri Lanka', 'Thailand'] });
  });

  it("offers the chosen continent's countries (and those already chosen) and the chosen countries' cities", () => {
    expect(countryChoices(filterData, { continent: 'Asia', countries: [] }, regions)).toEqual(['Bali', 'Japan', 'Thailand']);
    expect(countryChoices(filterData, { continent: 'Asia', countries: ['Sri Lanka'] }, regions)).toEqual([
      'Bali',
      'Japan',
      'Sri Lanka',
      'Thailand',
    ]);
    expect(countryChoices(filterData, { continent: '', countries: [] }, regions)).toEqual(filterData.countries);
    expect(cityChoices(filterData, ['Sri Lanka'], regions)).toEqual(['Galle', 'Kandy']);
    expect(cityChoices(filterData, ['Sri Lanka', 'Bali'], regions)).toEqual(
      filterData.cities.filter((city) => ['Galle', 'Kandy', 'Ubud', 'Seminyak'].includes(city)),
    );
    expect(cityChoices(filterData, [], regions)).toEqual(filterData.cities);
  });
});
