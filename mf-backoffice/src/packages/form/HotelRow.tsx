import { HOTEL_NIGHTS } from '@agency/contracts';
import { Trash2 } from 'lucide-react';
import { nightsLabel } from '../../messages';
import { FORM_LIMITS } from '../formMessages';
import { FieldError } from './fieldKit';
import styles from './PackageForm.module.css';
import type { PackageFormState } from './packageFields';

const NIGHT_CHOICES = Array.from({ length: HOTEL_NIGHTS.max - HOTEL_NIGHTS.min + 1 }, (_, index) => HOTEL_NIGHTS.min + index);

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
export function HotelRow({ index, cityName, suggestions, name, path, state, onRemove }: RowProps) {
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
