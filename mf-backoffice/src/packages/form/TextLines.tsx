import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { newText } from '../packageDraft';
import { FieldError, groupProps } from './fieldKit';
import styles from './PackageForm.module.css';
import type { PackageFormState } from './packageFields';

interface Props {
  legend: string;
  /** One line's name ('Inclusion text'), numbered in its label. */
  lineName: string;
  path: 'inclusionTexts' | 'exclusionTexts';
  maxLength: number;
  state: PackageFormState;
}

/** A list of one-line texts (what is included, what is not), each removable, more addable. */
export function TextLines({ legend, lineName, path, maxLength, state }: Props) {
  const { kit, field, changed } = state;
  const lines = useFieldArray({ control: state.form.control, name: path, keyName: 'fieldId' });
  return (
    <fieldset className={styles.group} {...groupProps(kit, path)}>
      <legend className={styles.legend}>{legend}</legend>
      <FieldError kit={kit} path={path} />
      <ol className={styles.lines}>
        {lines.fields.map((line, index) => {
          const at = `${path}.${index}`;
          return (
            <li key={line.fieldId} className={styles.line}>
              <div className={styles.field}>
                <label htmlFor={kit.idOf(at)} className="visually-hidden">
                  {lineName} {index + 1}
                </label>
                <input {...field(`${path}.${index}.text`, at)} maxLength={maxLength} />
                <FieldError kit={kit} path={at} />
              </div>
              <button
                type="button"
                className={styles.removeButton}
                aria-label={`Remove ${lineName.toLowerCase()} ${index + 1}`}
                onClick={() => {
                  lines.remove(index);
                  changed(path);
                }}
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={styles.addButton}
        onClick={() => {
          lines.append(newText(), { shouldFocus: false });
          changed(path);
        }}
      >
        <Plus size={18} aria-hidden="true" />
        Add {lineName.toLowerCase()}
      </button>
    </fieldset>
  );
}
