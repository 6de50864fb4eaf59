/**
 * What the shell shows, inside its frame, when a part of the site cannot be shown at all
 * (every version tried). Calm rather than alarming: the brand, a friendly heading, one
 * sentence, a way to try again and a way home. The heading takes focus so screen-reader
 * users hear what happened instead of silence.
 */

import { logoDataUrl, site } from '@agency/site/facts';
import { TreePalm } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { shellTexts } from '../texts';
import styles from './FallbackPanel.module.css';

export function FallbackPanel({ onRetry }: { onRetry: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.backdrop}>
      <section className={styles.panel} aria-labelledby={headingId} data-shell-state="fallback">
        <p className={styles.brand}>
          <img src={logoDataUrl} alt="" width={32} height={32} />
          <span>{site.brandName}</span>
        </p>
        <span className={styles.icon} aria-hidden="true">
          <TreePalm size={36} strokeWidth={1.6} />
        </span>
        <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          {shellTexts.fallbackHeading}
        </h1>
        <p className={styles.body}>{shellTexts.fallbackBody}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onRetry}>
            {shellTexts.tryAgain}
          </button>
          <Link className={styles.secondary} to="/">
            {shellTexts.goHome}
          </Link>
        </div>
      </section>
    </div>
  );
}
