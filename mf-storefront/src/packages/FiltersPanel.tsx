import { needsScript } from '@agency/page/protocol';
import { useId } from 'react';
import type { FilterData, Regions } from '../api';
import { durationText } from '../deals/packageText';
import { holidayTypeLabel } from '../menu/destinations';
import { FilterGroup } from './FilterGroup';
import {
  chooseContinent,
  cityChoices,
  countryChoices,
  NO_FILTERS,
  type PackageFilters,
  PRICE_RANGES,
  toggleCountry,
  toggleHolidayType,
} from './filters';
import styles from './PackagesPage.module.css';

interface Props {
  data: FilterData;
  regions: Regions | undefined;
  filters: PackageFilters;
  onChange: (next: PackageFilters) => void;
}

/**
 * The FILTERS sidebar (the spec's deals list): HOLIDAY TYPES (any of the checked types) and DESTINATION
 * (any of the checked countries) as collapsible checkbox groups, then continent, city, price
 * range and duration. Each control carries its address name, so the sidebar's GET form
 * (sent without scripts) asks for what the address would.
 */
export function FiltersPanel({ data, regions, filters, onChange }: Props) {
  const ids = { continent: useId(), city: useId(), price: useId(), duration: useId() };
  const countries = countryChoices(data, filters, regions);
  const cities = cityChoices(data, filters.countries, regions);
  return (
    <div className={styles.filters}>
      <FilterGroup title="HOLIDAY TYPES" legend="Holiday types">
        <ul className={styles.choices}>
          {data.holiday_types.map((type) => (
            <li key={type}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  name="holidayType"
                  value={type}
                  checked={filters.holidayTypes.includes(type)}
                  onChange={() => onChange(toggleHolidayType(filters, type))}
                />
                {holidayTypeLabel(type)}
              </label>
            </li>
          ))}
        </ul>
      </FilterGroup>

      <FilterGroup title="DESTINATION" legend="Destination">
        <ul className={styles.choices}>
          {countries.map((country) => (
            <li key={country}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  name="country"
                  value={country}
                  checked={filters.countries.includes(country)}
                  onChange={() => onChange(toggleCountry(filters, country, regions))}
                />
                {country}
              </label>
            </li>
          ))}
        </ul>
      </FilterGroup>

      <div className={styles.field}>
        <label htmlFor={ids.continent}>Continent</label>
        <select
          id={ids.continent}
          name="continent"
          value={filters.continent}
          onChange={(event) => onChange(chooseContinent(filters, event.target.value, regions))}
        >
          <option value="">All continents</option>
          {data.continents.map((continent) => (
            <option key={continent} value={continent}>
              {continent}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.city}>City</label>
        <select id={ids.city} name="city" value={filters.city} onChange={(event) => onChange({ ...filters, city: event.target.value })}>
          <option value="">All cities</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.price}>Price range (per person)</label>
        <select id={ids.price} name="price" value={filters.price} onChange={(event) => onChange({ ...filters, price: event.target.value })}>
          <option value="">Any price</option>
          {PRICE_RANGES.map((range) => (
            <option key={range.id} value={range.id}>
              {range.label}
            </option>
          ))}
        </select>
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.duration}>Duration</label>
        <select
          id={ids.duration}
          name="duration"
          value={filters.duration === null ? '' : String(filters.duration)}
          onChange={(event) => onChange({ ...filters, duration: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">Any duration</option>
          {data.durations.map((days) => (
            <option key={days} value={days}>
              {durationText(days)}
            </option>
          ))}
        </select>
      </div>

      <button type="button" {...needsScript} className={styles.clear} onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}>
        Clear all filters
      </button>
    </div>
  );
}
