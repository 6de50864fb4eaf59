import { FORM_LIMITS } from '../formMessages';
import { FieldError } from './fieldKit';
import styles from './PackageForm.module.css';
import type { PackageFormState } from './packageFields';

/** The package's name, its description (optional title, paragraph) and its duration in days. */
export function DetailsFields({ state }: { state: PackageFormState }) {
  const { kit, field } = state;
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={kit.idOf('packageName')}>Package name</label>
        <input {...field('packageName', 'packageName')} maxLength={FORM_LIMITS.packageName} />
        <FieldError kit={kit} path="packageName" />
      </div>
      <div className={styles.field}>
        <label htmlFor={kit.idOf('description.title')}>Description title (optional)</label>
        <input {...field('title', 'description.title')} maxLength={FORM_LIMITS.title} />
        <FieldError kit={kit} path="description.title" />
      </div>
      <div className={styles.field}>
        <label htmlFor={kit.idOf('description.paragraph')}>Description paragraph</label>
        <textarea {...field('paragraph', 'description.paragraph')} rows={6} maxLength={FORM_LIMITS.paragraph} />
        <FieldError kit={kit} path="description.paragraph" />
      </div>
      <div className={`${styles.field} ${styles.narrow}`}>
        <label htmlFor={kit.idOf('duration')}>Duration (days)</label>
        <input {...field('duration', 'duration')} type="number" inputMode="numeric" min={1} max={FORM_LIMITS.duration} step={1} />
        <FieldError kit={kit} path="duration" />
      </div>
    </>
  );
}
