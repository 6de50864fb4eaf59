/**
 * Shown while a remote loads: a thin bar along the top edge and a quiet brand mark,
 * both fading in only after a short delay so a fast load shows nothing at all. The bar
 * is fixed-positioned and the block keeps its size: nothing shifts when the page arrives.
 */
import { logoDataUrl } from '@agency/site/facts';
import { shellTexts } from '../texts';
import styles from './LoadingIndicator.module.css';

export function LoadingIndicator() {
  return (
    <div className={styles.loading} role="status" aria-live="polite" data-shell-state="loading">
      <span className={styles.bar} aria-hidden="true" />
      <img className={styles.mark} src={logoDataUrl} alt="" width={48} height={48} />
      <span className="visually-hidden">{shellTexts.loading}</span>
    </div>
  );
}
