/**
 * The shell's minimal frame: a skip link, and a <main> landmark for what the shell shows
 * itself (loading, fallback). A remote brings its own layout and <main>, so the page
 * never has two.
 */
import type { MouseEvent, ReactNode } from 'react';
import { MAIN_CONTENT_ID, shellTexts } from '../texts';
import styles from './Frame.module.css';

/**
 * Moves focus to the main content: the element with the agreed id, or else whatever
 * <main> the remote on screen rendered, so the link works whichever remote is shown.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView({ block: 'start' });
}

export function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
        {shellTexts.skipLink}
      </a>
      {children}
    </>
  );
}

export function ShellMain({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}
