import { useId, useState } from 'react';
import { needsScript, openWithoutScript } from '@agency/page/protocol';
import styles from './ExpandableText.module.css';

interface Props {
  intro: string;
  /** The further text shown after Show More. */
  more: string;
}

/** A page intro with its longer text behind Show More / Show Less (continent and country pages). */
export function ExpandableText({ intro, more }: Props) {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <div className={styles.text}>
      <p className={styles.intro}>{intro}</p>
      {more && (
        <>
          <p id={moreId} className={styles.more} hidden={!expanded} {...openWithoutScript}>
            {more}
          </p>
          <button type="button" {...needsScript} className={styles.toggle} aria-expanded={expanded} aria-controls={moreId} onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'Show Less' : 'Show More'}
          </button>
        </>
      )}
    </div>
  );
}
