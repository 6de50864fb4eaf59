import type { DestinationRef, HolidayType } from '@agency/contracts';
import { X } from 'lucide-react';
import { useId } from 'react';
import filterCss from '../../kit/filters.module.css';
import { holidayTypeLabel } from '../labels';
import { type ListFilters, NO_FILTERS } from './listQuery';
import styles from './PackageList.module.css';

interface Props {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  destinations: readonly DestinationRef[];
  holidayTypes: readonly HolidayType[];
  id: string;
}

const unique = (names: readonly string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b));

/** The list's filters; each choice narrows the next (a continent its countries, a country its cities). */
export function PackageFilters({ filters, onChange, destinations, holidayTypes, id }: Props) {
  const prefix = useId();
  const set = (change: Partial<ListFilters>) => onChange({ ...filters, ...change });
  const continents = unique(destinations.map((destination) => destination.continent));
  const inContinent = destinations.filter((destination) => !filters.continent || destination.continent === filters.continent);
  const countries = unique(inContinent.map((destination) => destination.name));
  const cities = unique(
    inContinent
      .filter((destination) => !filters.country || destination.name === filters.country)
      .flatMap((destination) => destination.cities),
  );

  const select = (
    name: keyof ListFilters,
    label: string,
    options: readonly string[],
    change: (value: string) => Partial<ListFilters>,
    text = (o: string) => o,
  ) => (
    <div className={filterCss.filter}>
      <label htmlFor={`${prefix}-${name}`}>{label}</label>
      <select id={`${prefix}-${name}`} value={filters[name]} onChange={(event) => set(change(event.target.value))}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </div>
  );

  const number = (name: 'minPrice' | 'maxPrice' | 'duration', label: string) => (
    <div className={filterCss.filter}>
      <label htmlFor={`${prefix}-${name}`}>{label}</label>
      <input
        id={`${prefix}-${name}`}
        type="number"
        inputMode="numeric"
        min={name === 'duration' ? 1 : 0}
        step={1}
        value={filters[name]}
        onChange={(event) => set({ [name]: event.target.value })}
      />
    </div>
  );

  return (
    <section id={id} className={filterCss.filters} aria-label="Filters">
      {select('continent', 'Continent', continents, (continent) => ({ continent, country: '', city: '' }))}
      {select('country', 'Country', countries, (country) => ({ country, city: '' }))}
      {select('city', 'City', cities, (city) => ({ city }))}
      {select(
        'holidayType',
        'Holiday type',
        holidayTypes,
        (holidayType) => ({ holidayType: holidayType as HolidayType | '' }),
        holidayTypeLabel,
      )}
      {number('minPrice', 'Min price (INR)')}
      {number('maxPrice', 'Max price (INR)')}
      {number('duration', 'Duration (days)')}
      <button type="button" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
        <X size={16} aria-hidden="true" />
        Clear filters
      </button>
    </section>
  );
}
