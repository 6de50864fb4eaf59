import { FORM_LIMITS } from '../formMessages';
import type { PackageDraft } from '../packageDraft';
import type { EditDraft } from './editing';
import { FieldError, fieldProps, type FieldKit } from './fieldKit';
import styles from './PackageForm.module.css';

interface Props {
  draft: Pick<PackageDraft, 'packageName' | 'title' | 'paragraph' | 'duration'>;
  kit: FieldKit;
  edit: EditDraft;
}

/** The package's name, its description (optional title, paragraph) and its duration in days. */
export function DetailsFields({ draft, kit, edit }: Props) {
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={kit.idOf('packageName')}>Package name</label>
        <input
          {...fieldProps(kit, 'packageName')}
          maxLength={FORM_LIMITS.packageName}
          value={draft.packageName}
          onChange={(event) => edit((d) => void (d.packageName = event.target.value), 'packageName')}
        />
        <FieldError kit={kit} path="packageName" />
      </div>
      <div className={styles.field}>
        <label htmlFor={kit.idOf('description.title')}>Description title (optional)</label>
        <input
          {...fieldProps(kit, 'description.title')}
          maxLength={FORM_LIMITS.title}
          value={draft.title}
          onChange={(event) => edit((d) => void (d.title = event.target.value), 'description.title')}
        />
        <FieldError kit={kit} path="description.title" />
      </div>
      <div className={styles.field}>
        <label htmlFor={kit.idOf('description.paragraph')}>Description paragraph</label>
        <textarea
          {...fieldProps(kit, 'description.paragraph')}
          rows={6}
          maxLength={FORM_LIMITS.paragraph}
          value={draft.paragraph}
          onChange={(event) => edit((d) => void (d.paragraph = event.target.value), 'description.paragraph')}
        />
        <FieldError kit={kit} path="description.paragraph" />
      </div>
      <div className={`${styles.field} ${styles.narrow}`}>
        <label htmlFor={kit.idOf('duration')}>Duration (days)</label>
        <input
          {...fieldProps(kit, 'duration')}
          type="number"
          inputMode="numeric"
          min={1}
          max={FORM_LIMITS.duration}
          step={1}
          value={draft.duration}
          onChange={(event) => edit((d) => void (d.duration = event.target.value), 'duration')}
        />
        <FieldError kit={kit} path="duration" />
      </div>
    </>
  );
}
