import type { ReactNode } from 'react';
import kit from '../../kit/kit.module.css';
import styles from './PackageForm.module.css';

/** One titled part of the package form, named for screen readers by its heading. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={kit.cardTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
