import type { ManagedCity, ManagedReferenceData } from '@agency/contracts';
import { useState } from 'react';
import type { Column } from '../kit';
import { CityDialog } from './CityDialog';
import { actionsColumn, usesColumn } from './parts/cells';
import { SearchField, SelectFilter } from './parts/filters';
import { SectionFrame, useSection } from './parts/Section';
import { byName, matches, optionsOf } from './parts/search';
import { useDeleteCityMutation } from './referenceDataApi';
import { REFERENCE_TEXTS as T } from './texts';

const C = T.cities;

/** The cities of every country: search, add to a country, rename (in place) and delete. */
export function CitiesSection({ data }: { data: ManagedReferenceData }) {
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState('');
  const section = useSection<ManagedCity>();
  const [remove] = useDeleteCityMutation();
  const countryName = new Map(data.countries.map((c) => [c.id, c.name]));
  const placeOf = (city: ManagedCity) => `${city.name}, ${countryName.get(city.countryId)}`;
  const countries = byName(data.countries);

  const rows = data.cities.filter(
    (city) => (country === '' || String(city.countryId) === country) && matches(search, city.name, countryName.get(city.countryId) ?? ''),
  );
  const columns: Column<ManagedCity>[] = [
    { header: C.name, cell: (city) => <strong>{city.name}</strong>, labelled: true },
    { header: C.country, cell: (city) => countryName.get(city.countryId), labelled: true },
    { header: C.hotels, cell: (city) => data.hotels.filter((hotel) => hotel.cityId === city.id).length, labelled: true },
    usesColumn(),
    actionsColumn(placeOf, section),
  ];
  const { editing } = section;

  return (
    <SectionFrame
      section={section}
      deletion={(city) => ({ name: city.name, question: C.deleteQuestion, remove: () => remove(city.id).unwrap() })}
      filters={
        <>
          <SearchField id="city-search" label={T.search} value={search} onChange={setSearch} />
          <SelectFilter
            id="city-country"
            label={C.country}
            value={country}
            onChange={setCountry}
            all={T.allCountries}
            options={optionsOf(countries)}
          />
        </>
      }
      addLabel={C.add}
      rows={rows}
      total={data.cities.length}
      noun={C.noun}
      columns={columns}
      rowKey={(city) => city.id}
      caption={C.tab}
      empty={C.empty}
    >
      {editing && (
        <CityDialog
          countries={countries}
          current={editing === 'new' ? undefined : editing}
          preset={country}
          countryName={(id) => countryName.get(id) ?? ''}
          onClose={section.close}
          onSaved={section.done}
        />
      )}
    </SectionFrame>
  );
}
