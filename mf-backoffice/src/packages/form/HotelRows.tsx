import { Plus } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { HotelSuggestions } from '../../referenceData/HotelSuggestions';
import { type CityDraft, type CountryDraft, newHotel } from '../packageDraft';
import { FieldError, groupProps } from './fieldKit';
import { HotelRow } from './HotelRow';
import styles from './PackageForm.module.css';
import type { PackageFormState } from './packageFields';

/** The hotel rows of every chosen city, shown once a city is chosen. */
export function HotelRows({ countries, state }: { countries: readonly CountryDraft[]; state: PackageFormState }) {
  if (!countries.some((country) => country.cities.length > 0)) return null;
  return (
    <div className={styles.hotels}>
      <h4 className={styles.legend}>Hotels</h4>
      {countries.map((country, c) =>
        country.cities.map((city, ci) => (
          // Keyed by place too: a city that moves in the draft (one before it removed) gets its rows afresh.
          // biome-ignore lint/suspicious/noArrayIndexKey: the place is part of the key on purpose (above)
          <CityHotels key={`${c}.${ci}:${country.name}/${city.name}`} country={country} city={city} at={[c, ci]} state={state} />
        )),
      )}
    </div>
  );
}

interface CityProps {
  country: CountryDraft;
  city: CityDraft;
  /** The city's place in the draft: country index, city index. */
  at: [number, number];
  state: PackageFormState;
}

/** One city's hotel rows (a field array), and 'Add hotel in <city>'. */
function CityHotels({ country, city, at: [c, ci], state }: CityProps) {
  const { kit, changed } = state;
  const name = `countries.${c}.cities.${ci}.hotels` as const;
  const path = `destinations.countries.${c}.cities.${ci}.hotels`;
  const rows = useFieldArray({ control: state.form.control, name, keyName: 'fieldId' });
  return (
    <fieldset className={styles.subgroup} {...groupProps(kit, path)}>
      <legend className={styles.sublegend}>
        Hotels in {city.name}, {country.name}
      </legend>
      <FieldError kit={kit} path={path} />
      <HotelSuggestions id={`hotel-suggestions-${c}-${ci}`} country={country.name} city={city.name} />
      {rows.fields.map((row, h) => (
        <HotelRow
          key={row.fieldId}
          index={h}
          cityName={city.name}
          suggestions={`hotel-suggestions-${c}-${ci}`}
          name={`${name}.${h}`}
          path={`${path}.${h}`}
          state={state}
          onRemove={() => {
            rows.remove(h);
            changed(path);
          }}
        />
      ))}
      <button
        type="button"
        className={styles.addButton}
        onClick={() => {
          rows.append(newHotel(), { shouldFocus: false });
          changed(path);
        }}
      >
        <Plus size={18} aria-hidden="true" />
        Add hotel in {city.name}
      </button>
    </fieldset>
  );
}
