import type { ReactNode } from 'react';
import styles from './PageBanner.module.css';

interface Props {
  /** Banner artwork URL (from the catalogue). */
  image: string;
  title: string;
  /** Small line above the title. */
  eyebrow?: string;
  /** Set for a page's first banner: it is the main heading, and loads at once. */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/**
 * The wide picture at the top of region, holiday-type and legal pages, with the page title
 * over it. The frame has a fixed ratio, so the text below never jumps while it loads.
 */
export function PageBanner({ image, title, eyebrow, headingLevel = 1, children }: Props) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className={styles.banner}>
      <img className={styles.image} src={image} alt="" width={1200} height={800} loading="eager" fetchPriority="high" decoding="async" />
      <div className={styles.shade} />
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title}>{title}</Heading>
        {children}
      </div>
    </header>
  );
}
