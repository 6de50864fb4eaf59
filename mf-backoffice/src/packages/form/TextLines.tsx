import { Plus, Trash2 } from 'lucide-react';
import { newText, type TextDraft } from '../packageDraft';
import type { EditDraft } from './editing';
import { FieldError, fieldProps, groupProps, type FieldKit } from './fieldKit';
import styles from './PackageForm.module.css';

interface Props {
  legend: string;
  /** One line's name ('Inclusion text'), numbered in its label. */
  lineName: string;
  path: 'inclusionTexts' | 'exclusionTexts';
  lines: TextDraft[];
  maxLength: number;
  kit: FieldKit;
  edit: EditDraft;
}

/** A list of one-line texts (what is included, what is not), each removable, more addable. */
export function TextLines({ legend, lineName, path, lines, maxLength, kit, edit }: Props) {
  return (
    <fieldset className={styles.group} {...groupProps(kit, path)}>
      <legend className={styles.legend}>{legend}</legend>
      <FieldError kit={kit} path={path} />
      <ol className={styles.lines}>
        {lines.map((line, index) => {
          const at = `${path}.${index}`;
          return (
            <li key={line.key} className={styles.line}>
              <div className={styles.field}>
                <label htmlFor={kit.idOf(at)} className="visually-hidden">
                  {lineName} {index + 1}
                </label>
                <input
                  {...fieldProps(kit, at)}
                  maxLength={maxLength}
                  value={line.text}
                  onChange={(event) => edit((draft) => void (draft[path][index].text = event.target.value), at)}
                />
                <FieldError kit={kit} path={at} />
              </div>
              <button
                type="button"
                className={styles.removeButton}
                aria-label={`Remove ${lineName.toLowerCase()} ${index + 1}`}
                onClick={() => edit((draft) => void draft[path].splice(index, 1), path)}
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.addButton} onClick={() => edit((draft) => void draft[path].push(newText()), path)}>
        <Plus size={18} aria-hidden="true" />
        Add {lineName.toLowerCase()}
      </button>
    </fieldset>
  );
}
