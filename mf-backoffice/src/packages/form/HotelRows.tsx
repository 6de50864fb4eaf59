import { HOTEL_NIGHTS } from '@agency/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { nightsLabel } from '../../messages';
import { HotelSuggestions } from '../../referenceData/HotelSuggestions';
import { FORM_LIMITS } from '../formMessages';
import { type CityDraft, type CountryDraft, newHotel } from '../packageDraft';
import { FieldError, groupProps } from './fieldKit';
import styles from './PackageForm.module.css';
import type { PackageFormState } from './usePackageForm';

const NIGHT_CHOICES = Array.from({ length: HOTEL_NIGHTS.max - HOTEL_NIGHTS.min + 1 }, (_, index) => HOTEL_NIGHTS.min + index);

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

interface RowProps {
  index: number;
  cityName: string;
  /** The id of the city's hotel list (a datalist) the name field suggests from. */
  suggestions: string;
  /** The row's draft field ('countries.0.cities.1.hotels.2') and contract path ('destinations.countries.0.cities.1.hotels.2'). */
  name: `countries.${number}.cities.${number}.hotels.${number}`;
  path: string;
  state: PackageFormState;
  onRemove(): void;
}

/** A hotel row: name, star rating, nights, and its remove button. */
function HotelRow({ index, cityName, suggestions, name, path, state, onRemove }: RowProps) {
  const { kit, field } = state;
  return (
    <div role="group" aria-label={`Hotel ${index + 1} in ${cityName}`} className={styles.hotelRow}>
      <div className={styles.field}>
        <label htmlFor={kit.idOf(`${path}.name`)}>Hotel name</label>
        <input {...field(`${name}.name`, `${path}.name`)} maxLength={FORM_LIMITS.hotelName} list={suggestions} autoComplete="off" />
        <FieldError kit={kit} path={`${path}.name`} />
      </div>
      <div className={styles.field}>
        <label htmlFor={kit.idOf(`${path}.star`)}>Star rating</label>
        <input {...field(`${name}.star`, `${path}.star`)} type="number" inputMode="numeric" min={1} max={FORM_LIMITS.stars} step={1} />
        <FieldError kit={kit} path={`${path}.star`} />
      </div>
      <div className={styles.field}>
        <label htmlFor={kit.idOf(`${path}.night`)}>Nights</label>
        <select {...field(`${name}.night`, `${path}.night`, { setValueAs: Number })}>
          {NIGHT_CHOICES.map((nights) => (
            <option key={nights} value={nights}>
              {nightsLabel(nights)}
            </option>
          ))}
        </select>
        <FieldError kit={kit} path={`${path}.night`} />
      </div>
      <button type="button" className={styles.removeButton} aria-label={`Remove hotel ${index + 1} in ${cityName}`} onClick={onRemove}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
