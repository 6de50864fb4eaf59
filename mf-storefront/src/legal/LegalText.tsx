import styles from './Legal.module.css';
import type { LegalSection } from './privacyNotice';

/** A legal section's body: paragraphs, then bullets, then closing paragraphs. */
export function LegalText({ section }: { section: LegalSection }) {
  return (
    <>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.bullets && (
        <ul className={styles.bullets}>
          {section.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
      {section.closing?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}
