import { CircleAlert, Compass, RefreshCw } from '@agency/ui/icons';
import type { ReactNode } from 'react';
import styles from './StatusMessage.module.css';

/**
 * The three states every screen shows besides its content: loading, failed and empty.
 * One look for all of them, so a visitor learns it once.
 *
 * A loading state with placeholders (children) is a section's: the placeholders hold its
 * room. Without them it stands for a whole page on its way (a page's code, a package, the
 * regions) and holds a screen's height, so the footer stays below the fold and does not
 * jump when the page arrives.
 */
export function LoadingState({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <div className={children ? styles.placeholders : styles.pageLoading} role="status" aria-live="polite">
      {children ? (
        <>
          <span className="visually-hidden">{label}</span>
          {children}
        </>
      ) : (
        <span className={styles.loadingText}>{label}</span>
      )}
    </div>
  );
}

interface ErrorProps {
  text: string;
  /** 'danger': the spec's red error text; 'calm': a quiet note where the spec shows nothing. */
  tone?: 'danger' | 'calm';
  detail?: string;
  onRetry?: () => void;
  children?: ReactNode;
}

export function ErrorState({ text, tone = 'danger', detail, onRetry, children }: ErrorProps) {
  return (
    <div className={`${styles.box} ${tone === 'danger' ? styles.danger : styles.calm}`} role="alert">
      <CircleAlert size={28} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{text}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {(onRetry || children) && (
        <div className={styles.actions}>
          {onRetry && (
            <button type="button" className={styles.retry} onClick={onRetry}>
              <RefreshCw size={16} aria-hidden="true" />
              Try again
            </button>
          )}
          {children}
        </div>
      )}
    </div>
  );
}

export function EmptyState({ text, detail, children }: { text: string; detail?: string; children?: ReactNode }) {
  return (
    <div className={`${styles.box} ${styles.calm}`} role="status">
      <Compass size={28} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{text}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
