import type { ManagedHotel, ManagedReferenceData } from '@agency/contracts';
import { useState } from 'react';
import type { Column } from '../kit';
import { HotelDialog } from './HotelDialog';
import { actionsColumn, usesColumn } from './parts/cells';
import { SearchField, SelectFilter } from './parts/filters';
import { SectionFrame, useSection } from './parts/Section';
import { byName, matches, optionsOf } from './parts/search';
import { useDeleteHotelMutation } from './referenceDataApi';
import { REFERENCE_TEXTS as T } from './texts';

const H = T.hotels;

/** Each city's hotel list (what the package form suggests): search, add, edit and delete. */
export function HotelsSection({ data }: { data: ManagedReferenceData }) {
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState('');
  const [city, setCity] = useState('');
  const section = useSection<ManagedHotel>();
  const [remove] = useDeleteHotelMutation();
  const countryName = new Map(data.countries.map((c) => [c.id, c.name]));
  const cityById = new Map(data.cities.map((c) => [c.id, c]));
  const placeOf = (cityId: number) => {
    const found = cityById.get(cityId);
    return found ? `${found.name}, ${countryName.get(found.countryId) ?? ''}` : '';
  };
  const countries = byName(data.countries);
  const citiesOf = (countryId: string) => byName(data.cities.filter((c) => String(c.countryId) === countryId));

  const rows = data.hotels.filter((hotel) => {
    if (country !== '' && String(cityById.get(hotel.cityId)?.countryId) !== country) return false;
    if (city !== '' && String(hotel.cityId) !== city) return false;
    return matches(search, hotel.name, placeOf(hotel.cityId));
  });
  const columns: Column<ManagedHotel>[] = [
    { header: H.name, cell: (hotel) => <strong>{hotel.name}</strong>, labelled: true },
    { header: H.city, cell: (hotel) => placeOf(hotel.cityId), labelled: true },
    { header: H.star, cell: (hotel) => H.stars(hotel.star), labelled: true },
    usesColumn(),
    actionsColumn((hotel) => `${hotel.name}, ${placeOf(hotel.cityId)}`, section),
  ];
  const { editing } = section;
  const chooseCountry = (value: string) => {
    setCountry(value);
    setCity('');
  };

  return (
    <SectionFrame
      section={section}
      deletion={(hotel) => ({ name: hotel.name, question: H.deleteQuestion, remove: () => remove(hotel.id).unwrap() })}
      filters={
        <>
          <SearchField id="hotel-search" label={T.search} value={search} onChange={setSearch} />
          <SelectFilter
            id="hotel-country"
            label={T.cities.country}
            value={country}
            onChange={chooseCountry}
            all={T.allCountries}
            options={optionsOf(countries)}
          />
          {country !== '' && (
            <SelectFilter
              id="hotel-city"
              label={H.city}
              value={city}
              onChange={setCity}
              all={T.allCities}
              options={optionsOf(citiesOf(country))}
            />
          )}
        </>
      }
      addLabel={H.add}
      rows={rows}
      total={data.hotels.length}
      noun={H.noun}
      columns={columns}
      rowKey={(hotel) => hotel.id}
      caption={H.tab}
      empty={H.empty}
    >
      {editing && (
        <HotelDialog
          countries={countries}
          citiesOf={citiesOf}
          current={editing === 'new' ? undefined : editing}
          preset={{ country, city }}
          placeOf={placeOf}
          onClose={section.close}
          onSaved={section.done}
        />
      )}
    </SectionFrame>
  );
}
