import { useId } from 'react';
import { kit } from '../../kit';
import { PUBLISH_ON_SAVE, PUBLISH_ON_SAVE_HINT } from '../../messages';
import styles from './Publishing.module.css';

/** The package form's choice: saved published (on the storefront) or as a draft only staff see. */
export function PublishChoice({ published, onChange }: { published: boolean; onChange: (published: boolean) => void }) {
  const id = useId();
  return (
    <div className={styles.publishChoice}>
      <input
        id={id}
        type="checkbox"
        checked={published}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id}>{PUBLISH_ON_SAVE}</label>
        <p id={`${id}-hint`} className={kit.hint}>
          {PUBLISH_ON_SAVE_HINT}
        </p>
      </div>
    </div>
  );
}
