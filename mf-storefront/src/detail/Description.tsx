import { useId, useState } from 'react';
import { describeParagraph } from './descriptionText';
import styles from './PackageDetail.module.css';

/** The description title and paragraph, with the spec's 100-word / 250-word rule. */
export function Description({ title, paragraph }: { title: string; paragraph: string }) {
  const [expanded, setExpanded] = useState(false);
  const view = describeParagraph(paragraph, expanded);
  const paragraphId = useId();
  return (
    <section className={styles.block} aria-labelledby="description-title">
      <h2 id="description-title" className={styles.blockTitle}>
        {title}
      </h2>
      <p id={paragraphId} className={styles.paragraph}>
        {view.text}
      </p>
      {view.canToggle && (
        <button
          type="button"
          className={styles.textToggle}
          aria-expanded={expanded}
          aria-controls={paragraphId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'View Less' : 'View More'}
        </button>
      )}
    </section>
  );
}
