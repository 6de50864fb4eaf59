import type { FocusEvent } from 'react';
import { type CountryDraft, newCity } from '../packageDraft';
import type { EditDraft } from './editing';
import { FieldError, type FieldKit, groupProps } from './fieldKit';
import styles from './PackageForm.module.css';

/** What a picker needs of the form: its problems and its way to change the draft. */
export interface Editing {
  kit: FieldKit;
  edit: EditDraft;
}

/** Marks a group's path as left once the focus leaves the whole group. */
export const touchOnLeave = (kit: FieldKit, path: string) => ({
  onBlur: (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) kit.touch(path);
  },
});

/** A country's cities, ticked from those the reference data lists for it. */
export function CityPicker({ country, index, choices, kit, edit }: Editing & { country: CountryDraft; index: number; choices: string[] }) {
  const path = `destinations.countries.${index}.cities`;
  return (
    <fieldset className={styles.subgroup} {...groupProps(kit, path)} {...touchOnLeave(kit, path)}>
      <legend className={styles.sublegend}>Cities in {country.name}</legend>
      <FieldError kit={kit} path={path} />
      <Checkboxes
        choices={choices}
        chosen={country.cities.map((city) => city.name)}
        onToggle={(name, checked) =>
          edit((draft) => {
            const target = draft.countries[index];
            if (checked) target.cities.push(newCity(name));
            else target.cities = target.cities.filter((city) => city.name !== name);
          }, path)
        }
      />
    </fieldset>
  );
}

export function Checkboxes({
  choices,
  chosen,
  onToggle,
}: {
  choices: string[];
  chosen: string[];
  onToggle(name: string, checked: boolean): void;
}) {
  return (
    <div className={styles.choices}>
      {choices.map((name) => (
        <label key={name} className={styles.choice}>
          <input type="checkbox" checked={chosen.includes(name)} onChange={(event) => onToggle(name, event.target.checked)} />
          <span>{name}</span>
        </label>
      ))}
    </div>
  );
}
