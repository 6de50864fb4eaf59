import { useEffect, useRef, useState } from 'react';
import styles from './ExpandableText.module.css';

interface Props {
  intro: string;
  /** The further text shown after Show More. */
  more: string;
}

/**
 * A page intro with its longer text behind Show More / Show Less (continent and country
 * pages). The toggle is the browser's own <details>: it opens before the page is hydrated
 * and without scripts; React only keeps its label in step.
 */
export function ExpandableText({ intro, more }: Props) {
  const [expanded, setExpanded] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before hydration, the element is open while the state still says closed.
  useEffect(() => setExpanded(details.current?.open ?? false), []);
  return (
    <div className={styles.text}>
      <p className={styles.intro}>{intro}</p>
      {more && (
        <details ref={details} className={styles.disclosure} onToggle={(event) => setExpanded(event.currentTarget.open)}>
          <summary className={styles.toggle}>{expanded ? 'Show Less' : 'Show More'}</summary>
          <p className={styles.more}>{more}</p>
        </details>
      )}
    </div>
  );
}
