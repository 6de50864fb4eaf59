import { ChevronDown } from '@agency/ui/icons';
import { type ReactNode, useId, useState } from 'react';
import styles from './PackagesPage.module.css';

interface Props {
  title: string;
  /** Names the choices for screen readers (the title is the toggle's text). */
  legend: string;
  children: ReactNode;
  initiallyOpen?: boolean;
}

/**
 * A collapsible group of the FILTERS sidebar (HOLIDAY TYPES, DESTINATION). Its choices
 * scroll inside a box of at most 300 px (the spec's business constants), so long lists never push the rest away.
 */
export function FilterGroup({ title, legend, children, initiallyOpen = true }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useId();
  return (
    <div className={styles.group}>
      <button
        type="button"
        className={styles.groupToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        {title}
        <ChevronDown size={18} aria-hidden="true" className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <fieldset id={bodyId} className={styles.groupBody} hidden={!open}>
        <legend className="visually-hidden">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}
