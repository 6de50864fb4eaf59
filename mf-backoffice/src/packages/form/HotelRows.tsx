import { Plus, Trash2 } from 'lucide-react';
import { HOTEL_NIGHTS } from '@agency/contracts';
import { nightsLabel } from '../../messages';
import { FORM_LIMITS } from '../formMessages';
import { newHotel, type CityDraft, type CountryDraft, type HotelDraft } from '../packageDraft';
import type { EditDraft } from './editing';
import { FieldError, fieldProps, groupProps, type FieldKit } from './fieldKit';
import styles from './PackageForm.module.css';

const NIGHT_CHOICES = Array.from({ length: HOTEL_NIGHTS.max - HOTEL_NIGHTS.min + 1 }, (_, index) => HOTEL_NIGHTS.min + index);

interface Editing {
  kit: FieldKit;
  edit: EditDraft;
}

/** The hotel rows of every chosen city, shown once a city is chosen. */
export function HotelRows({ countries, kit, edit }: Editing & { countries: readonly CountryDraft[] }) {
  if (!countries.some((country) => country.cities.length > 0)) return null;
  return (
    <div className={styles.hotels}>
      <h4 className={styles.legend}>Hotels</h4>
      {countries.map((country, c) =>
        country.cities.map((city, ci) => (
          <CityHotels key={`${country.name}/${city.name}`} country={country} city={city} at={[c, ci]} kit={kit} edit={edit} />
        )),
      )}
    </div>
  );
}

interface CityProps extends Editing {
  country: CountryDraft;
  city: CityDraft;
  /** The city's place in the draft: country index, city index. */
  at: [number, number];
}

/** One city's hotel rows, and 'Add hotel in <city>'. */
function CityHotels({ country, city, at: [c, ci], kit, edit }: CityProps) {
  const path = `destinations.countries.${c}.cities.${ci}.hotels`;
  return (
    <fieldset className={styles.subgroup} {...groupProps(kit, path)}>
      <legend className={styles.sublegend}>
        Hotels in {city.name}, {country.name}
      </legend>
      <FieldError kit={kit} path={path} />
      {city.hotels.map((hotel, h) => (
        <HotelRow
          key={hotel.key}
          hotel={hotel}
          index={h}
          cityName={city.name}
          path={`${path}.${h}`}
          kit={kit}
          editRow={(change, field) => edit((draft) => change(draft.countries[c].cities[ci].hotels[h]), field)}
          onRemove={() => edit((draft) => void draft.countries[c].cities[ci].hotels.splice(h, 1), path)}
        />
      ))}
      <button type="button" className={styles.addButton} onClick={() => edit((draft) => void draft.countries[c].cities[ci].hotels.push(newHotel()), path)}>
        <Plus size={18} aria-hidden="true" />
        Add hotel in {city.name}
      </button>
    </fieldset>
  );
}

interface RowProps {
  hotel: HotelDraft;
  index: number;
  cityName: string;
  /** The row's path ('destinations.countries.0.cities.1.hotels.2'). */
  path: string;
  kit: FieldKit;
  /** Changes this row in the draft and marks `field` (a field path) as changed. */
  editRow: (change: (row: HotelDraft) => void, field: string) => void;
  onRemove(): void;
}

/** A hotel row: name, star rating, nights, and its remove button. */
function HotelRow({ hotel, index, cityName, path, kit, editRow, onRemove }: RowProps) {
  const at = (field: keyof HotelDraft) => `${path}.${field}`;
  return (
    <div role="group" aria-label={`Hotel ${index + 1} in ${cityName}`} className={styles.hotelRow}>
      <div className={styles.field}>
        <label htmlFor={kit.idOf(at('name'))}>Hotel name</label>
        <input {...fieldProps(kit, at('name'))} maxLength={FORM_LIMITS.hotelName} value={hotel.name} onChange={(event) => editRow((row) => void (row.name = event.target.value), at('name'))} />
        <FieldError kit={kit} path={at('name')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={kit.idOf(at('star'))}>Star rating</label>
        <input
          {...fieldProps(kit, at('star'))}
          type="number"
          inputMode="numeric"
          min={1}
          max={FORM_LIMITS.stars}
          step={1}
          value={hotel.star}
          onChange={(event) => editRow((row) => void (row.star = event.target.value), at('star'))}
        />
        <FieldError kit={kit} path={at('star')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={kit.idOf(at('night'))}>Nights</label>
        <select {...fieldProps(kit, at('night'))} value={hotel.night} onChange={(event) => editRow((row) => void (row.night = Number(event.target.value)), at('night'))}>
          {NIGHT_CHOICES.map((nights) => (
            <option key={nights} value={nights}>
              {nightsLabel(nights)}
            </option>
          ))}
        </select>
        <FieldError kit={kit} path={at('night')} />
      </div>
      <button type="button" className={styles.removeButton} aria-label={`Remove hotel ${index + 1} in ${cityName}`} onClick={onRemove}>
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
