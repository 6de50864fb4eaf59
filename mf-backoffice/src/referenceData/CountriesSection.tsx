import type { ManagedCountry, ManagedReferenceData } from '@agency/contracts';
import { useState } from 'react';
import { type Column, kit } from '../kit';
import { CountryDialog } from './CountryDialog';
import { actionsColumn, usesColumn } from './parts/cells';
import { SearchField, SelectFilter } from './parts/filters';
import { SectionFrame, useSection } from './parts/Section';
import { matches, optionsOf } from './parts/search';
import { useDeleteCountryMutation } from './referenceDataApi';
import { REFERENCE_TEXTS as T } from './texts';

const C = T.countries;

/** The countries of every continent: search, add, edit (texts, menu listing, continent) and delete. */
export function CountriesSection({ data }: { data: ManagedReferenceData }) {
  const [search, setSearch] = useState('');
  const [continent, setContinent] = useState('');
  const section = useSection<ManagedCountry>();
  const [remove] = useDeleteCountryMutation();
  const continentName = new Map(data.continents.map((c) => [c.id, c.name]));
  const cityCount = (id: number) => data.cities.filter((city) => city.countryId === id).length;

  const rows = data.countries.filter(
    (country) =>
      (continent === '' || String(country.continentId) === continent) &&
      matches(search, country.name, continentName.get(country.continentId) ?? ''),
  );
  const columns: Column<ManagedCountry>[] = [
    {
      header: C.name,
      cell: (country) => (
        <>
          <strong>{country.name}</strong>
          <span className={kit.sub}>/{country.route}</span>
        </>
      ),
      labelled: true,
    },
    { header: C.continent, cell: (country) => continentName.get(country.continentId), labelled: true },
    { header: C.cities, cell: (country) => cityCount(country.id), labelled: true },
    { header: C.inMenuShort, cell: (country) => (country.inMenu ? T.yes : T.no), labelled: true },
    usesColumn(),
    actionsColumn((country) => country.name, section),
  ];
  const { editing } = section;

  return (
    <SectionFrame
      section={section}
      deletion={(country) => ({
        name: country.name,
        question: C.deleteQuestion(cityCount(country.id)),
        remove: () => remove(country.id).unwrap(),
      })}
      filters={
        <>
          <SearchField id="country-search" label={T.search} value={search} onChange={setSearch} />
          <SelectFilter
            id="country-continent"
            label={C.continent}
            value={continent}
            onChange={setContinent}
            all={T.allContinents}
            options={optionsOf(data.continents)}
          />
        </>
      }
      addLabel={C.add}
      rows={rows}
      total={data.countries.length}
      noun={C.noun}
      columns={columns}
      rowKey={(country) => country.id}
      caption={C.tab}
      empty={C.empty}
    >
      {editing && (
        <CountryDialog
          continents={data.continents}
          current={editing === 'new' ? undefined : editing}
          onClose={section.close}
          onSaved={section.done}
        />
      )}
    </SectionFrame>
  );
}
