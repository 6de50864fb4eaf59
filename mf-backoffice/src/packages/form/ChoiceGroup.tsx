import { FieldError, groupProps } from './fieldKit';
import styles from './PackageForm.module.css';
import type { PackageFormState } from './packageFields';

interface Props<T extends string> {
  legend: string;
  /** The form path of the list ('holidayTypes', 'inclusionIds'). */
  path: 'holidayTypes' | 'inclusionIds';
  choices: readonly T[];
  labelOf: (choice: T) => string;
  state: PackageFormState;
}

/** A list of checkboxes (holiday types, inclusions); leaving it with none ticked shows its problem. */
export function ChoiceGroup<T extends string>({ legend, path, choices, labelOf, state }: Props<T>) {
  const { kit, edit } = state;
  const chosen: readonly string[] = state.draft[path];
  return (
    <fieldset
      className={styles.group}
      {...groupProps(kit, path)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) kit.touch(path);
      }}
    >
      <legend className={styles.legend}>{legend}</legend>
      <FieldError kit={kit} path={path} />
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="checkbox"
              checked={chosen.includes(choice)}
              onChange={(event) => {
                const checked = event.target.checked;
                edit((draft) => {
                  const list = draft[path] as T[];
                  const next = checked ? [...list, choice] : list.filter((item) => item !== choice);
                  // Kept in the order the choices are offered, whatever order they were ticked in.
                  (draft[path] as T[]) = choices.filter((item) => next.includes(item));
                }, path);
              }}
            />
            <span>{labelOf(choice)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
