import { artworkSceneUrl } from '@agency/contracts';
import type { ReactNode } from 'react';
import styles from './PageBanner.module.css';

interface Props {
  /** Banner artwork URL (from the catalogue); generated artwork is shown as its scene alone. */
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
 * over it. The frame has a fixed ratio, so the text below never jumps while it loads. A poster's
 * own title would show above the heading where the banner grows taller than its crop (a heading
 * of two lines on a phone), so the banner draws the poster's scene without its words.
 */
export function PageBanner({ image, title, eyebrow, headingLevel = 1, children }: Props) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className={styles.banner}>
      <img
        className={styles.image}
        src={artworkSceneUrl(image)}
        alt=""
        width={1200}
        height={800}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <div className={styles.shade} />
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title}>{title}</Heading>
        {children}
      </div>
    </header>
  );
}
