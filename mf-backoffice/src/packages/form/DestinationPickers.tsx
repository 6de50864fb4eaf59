import type { DestinationRef } from '@agency/contracts';
import kitCss from '../../kit/kit.module.css';
import type { CountryDraft } from '../packageDraft';
import { Checkboxes, CityPicker, type Editing, touchOnLeave } from './DestinationChecks';
import { FieldError, fieldProps, groupProps } from './fieldKit';
import { HotelRows } from './HotelRows';
import styles from './PackageForm.module.css';
import type { PackageFormState } from './packageFields';
import { useDestinationChoices } from './useDestinationChoices';

interface Props {
  destinations: readonly DestinationRef[];
  state: PackageFormState;
}

/**
 * Where the package goes (the staff spec's screens, states and rules): the continent, then its countries, then their
 * cities, then hotel rows per city. Each picker is disabled until the one before has a
 * choice; changing the continent clears the countries (and so their cities and hotels), and
 * unticking a country clears that country's cities and hotels.
 */
export function DestinationPickers({ destinations, state }: Props) {
  const { kit, edit } = state;
  const { continent, countries } = state.draft;
  const { continents, countryChoices, citiesOf } = useDestinationChoices(destinations, continent, countries);
  return (
    <div className={styles.destinations}>
      <ContinentPicker continents={continents} continent={continent} kit={kit} edit={edit} />
      <CountryPicker choices={countryChoices} continent={continent} countries={countries} kit={kit} edit={edit} />
      <fieldset className={styles.group} disabled={countries.length === 0}>
        <legend className={styles.legend}>Cities</legend>
        {countries.length === 0 && <p className={kitCss.hint}>Choose a country first.</p>}
        {countries.map((country, c) => (
          <CityPicker key={country.name} country={country} index={c} choices={citiesOf(country)} kit={kit} edit={edit} />
        ))}
      </fieldset>
      <HotelRows countries={countries} state={state} />
    </div>
  );
}

function ContinentPicker({ continents, continent, kit, edit }: Editing & { continents: string[]; continent: string }) {
  return (
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
  );
}

function CountryPicker({
  choices,
  continent,
  countries,
  kit,
  edit,
}: Editing & { choices: string[]; continent: string; countries: CountryDraft[] }) {
  const path = 'destinations.countries';
  const chosen = countries.map((country) => country.name);
  return (
    <fieldset className={styles.group} disabled={!continent} {...groupProps(kit, path)} {...touchOnLeave(kit, path)}>
      <legend className={styles.legend}>Countries</legend>
      {!continent && <p className={kitCss.hint}>Choose a continent first.</p>}
      <FieldError kit={kit} path={path} />
      {continent && (
        <Checkboxes
          choices={choices}
          chosen={chosen}
          onToggle={(name, checked) =>
            edit((draft) => {
              if (checked) draft.countries.push({ name, cities: [] });
              else draft.countries = draft.countries.filter((country) => country.name !== name);
            }, path)
          }
        />
      )}
    </fieldset>
  );
}
