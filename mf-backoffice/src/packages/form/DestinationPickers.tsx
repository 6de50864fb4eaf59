import { Plus, Trash2 } from 'lucide-react';
import { HOTEL_NIGHTS, type DestinationRef } from '@agency/contracts';
import { nightsLabel } from '../../messages';
import { FORM_LIMITS } from '../formMessages';
import { newCity, newHotel, type CountryDraft } from '../packageDraft';
import type { EditDraft } from './editing';
import { FieldError, fieldProps, groupProps, type FieldKit } from './fieldKit';
import styles from './PackageForm.module.css';

const NIGHT_CHOICES = Array.from({ length: HOTEL_NIGHTS.max - HOTEL_NIGHTS.min + 1 }, (_, index) => HOTEL_NIGHTS.min + index);

interface Props {
  destinations: readonly DestinationRef[];
  continent: string;
  countries: CountryDraft[];
  kit: FieldKit;
  edit: EditDraft;
}

/** `listed` in order, then whatever `chosen` holds that the list lacks (a package may name a place the list dropped since). */
function withChosen(listed: readonly string[], chosen: readonly string[]): string[] {
  return [...listed, ...chosen.filter((name) => !listed.includes(name))];
}

/**
 * Where the package goes (staff §2, §4, §5): the continent, then its countries, then their
 * cities, then hotel rows per city. Each picker is disabled until the one before has a
 * choice; changing the continent clears the countries (and so their cities and hotels), and
 * unticking a country clears that country's cities and hotels.
 */
export function DestinationPickers({ destinations, continent, countries, kit, edit }: Props) {
  const continents = withChosen([...new Set(destinations.map((destination) => destination.continent))], continent ? [continent] : []);
  const chosenCountries = countries.map((country) => country.name);
  const countryChoices = withChosen(
    destinations.filter((destination) => destination.continent === continent).map((destination) => destination.name),
    chosenCountries,
  );
  const citiesOf = (country: CountryDraft) =>
    withChosen(
      destinations.find((destination) => destination.name === country.name && destination.continent === continent)?.cities ?? [],
      country.cities.map((city) => city.name),
    );

  return (
    <div className={styles.destinations}>
      <div className={styles.field}>
        <label htmlFor={kit.idOf('destinations.continent')}>Continent</label>
        <select
          {...fieldProps(kit, 'destinations.continent')}
          value={continent}
          onChange={(event) => {
            const value = event.target.value;
            edit((draft) => {
              if (draft.continent === value) return;
              draft.continent = value;
              draft.countries = [];
            }, 'destinations.continent');
          }}
        >
          <option value="">Select a continent</option>
          {continents.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <FieldError kit={kit} path="destinations.continent" />
      </div>

      <fieldset
        className={styles.group}
        disabled={!continent}
        {...groupProps(kit, 'destinations.countries')}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) kit.touch('destinations.countries');
        }}
      >
        <legend className={styles.legend}>Countries</legend>
        {!continent && <p className={styles.hint}>Choose a continent first.</p>}
        <FieldError kit={kit} path="destinations.countries" />
        {continent && (
          <div className={styles.choices}>
            {countryChoices.map((name) => (
              <label key={name} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={chosenCountries.includes(name)}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    edit((draft) => {
                      if (checked) draft.countries.push({ name, cities: [] });
                      else draft.countries = draft.countries.filter((country) => country.name !== name);
                    }, 'destinations.countries');
                  }}
                />
                <span>{name}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      <fieldset className={styles.group} disabled={countries.length === 0}>
        <legend className={styles.legend}>Cities</legend>
        {countries.length === 0 && <p className={styles.hint}>Choose a country first.</p>}
        {countries.map((country, c) => {
          const path = `destinations.countries.${c}.cities`;
          const chosenCities = country.cities.map((city) => city.name);
          return (
            <fieldset
              key={country.name}
              className={styles.subgroup}
              {...groupProps(kit, path)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) kit.touch(path);
              }}
            >
              <legend className={styles.sublegend}>Cities in {country.name}</legend>
              <FieldError kit={kit} path={path} />
              <div className={styles.choices}>
                {citiesOf(country).map((name) => (
                  <label key={name} className={styles.choice}>
                    <input
                      type="checkbox"
                      checked={chosenCities.includes(name)}
                      onChange={(event) => {
                        const checked = event.target.checked;
                        edit((draft) => {
                          const target = draft.countries[c];
                          if (checked) target.cities.push(newCity(name));
                          else target.cities = target.cities.filter((city) => city.name !== name);
                        }, path);
                      }}
                    />
                    <span>{name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </fieldset>

      {countries.some((country) => country.cities.length > 0) && (
        <div className={styles.hotels}>
          <h4 className={styles.legend}>Hotels</h4>
          {countries.map((country, c) =>
            country.cities.map((city, ci) => {
              const cityPath = `destinations.countries.${c}.cities.${ci}`;
              return (
                <fieldset key={`${country.name}/${city.name}`} className={styles.subgroup} {...groupProps(kit, `${cityPath}.hotels`)}>
                  <legend className={styles.sublegend}>
                    Hotels in {city.name}, {country.name}
                  </legend>
                  <FieldError kit={kit} path={`${cityPath}.hotels`} />
                  {city.hotels.map((hotel, h) => {
                    const at = (field: string) => `${cityPath}.hotels.${h}.${field}`;
                    return (
                      <div key={hotel.key} role="group" aria-label={`Hotel ${h + 1} in ${city.name}`} className={styles.hotelRow}>
                        <div className={styles.field}>
                          <label htmlFor={kit.idOf(at('name'))}>Hotel name</label>
                          <input
                            {...fieldProps(kit, at('name'))}
                            maxLength={FORM_LIMITS.hotelName}
                            value={hotel.name}
                            onChange={(event) =>
                              edit((draft) => void (draft.countries[c].cities[ci].hotels[h].name = event.target.value), at('name'))
                            }
                          />
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
                            onChange={(event) =>
                              edit((draft) => void (draft.countries[c].cities[ci].hotels[h].star = event.target.value), at('star'))
                            }
                          />
                          <FieldError kit={kit} path={at('star')} />
                        </div>
                        <div className={styles.field}>
                          <label htmlFor={kit.idOf(at('night'))}>Nights</label>
                          <select
                            {...fieldProps(kit, at('night'))}
                            value={hotel.night}
                            onChange={(event) =>
                              edit((draft) => void (draft.countries[c].cities[ci].hotels[h].night = Number(event.target.value)), at('night'))
                            }
                          >
                            {NIGHT_CHOICES.map((nights) => (
                              <option key={nights} value={nights}>
                                {nightsLabel(nights)}
                              </option>
                            ))}
                          </select>
                          <FieldError kit={kit} path={at('night')} />
                        </div>
                        <button
                          type="button"
                          className={styles.removeButton}
                          aria-label={`Remove hotel ${h + 1} in ${city.name}`}
                          onClick={() => edit((draft) => void draft.countries[c].cities[ci].hotels.splice(h, 1), `${cityPath}.hotels`)}
                        >
                          <Trash2 size={18} aria-hidden="true" />
                        </button>
                      </div>
                    );
                  })}
                  <button
                    type="button"
                    className={styles.addButton}
                    onClick={() => edit((draft) => void draft.countries[c].cities[ci].hotels.push(newHotel()), `${cityPath}.hotels`)}
                  >
                    <Plus size={18} aria-hidden="true" />
                    Add hotel in {city.name}
                  </button>
                </fieldset>
              );
            }),
          )}
        </div>
      )}
    </div>
  );
}
