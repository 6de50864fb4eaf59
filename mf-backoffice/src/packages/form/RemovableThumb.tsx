import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './PackageForm.module.css';

/** One image of the package form's lists, with its remove button (named after the image it removes). */
export function RemovableThumb({ removeLabel, onRemove, children }: { removeLabel: string; onRemove: () => void; children: ReactNode }) {
  return (
    <li className={styles.thumb}>
      {children}
      <button type="button" className={styles.thumbRemove} aria-label={removeLabel} onClick={onRemove}>
        <X size={16} aria-hidden="true" />
      </button>
    </li>
  );
}
