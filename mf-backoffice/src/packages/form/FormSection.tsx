import type { ReactNode } from 'react';
import styles from './PackageForm.module.css';

/** One titled part of the package form, named for screen readers by its heading. */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
