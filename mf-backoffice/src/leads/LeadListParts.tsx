import { RefreshCw } from 'lucide-react';
import type { RefObject } from 'react';
import kit from '../kit/kit.module.css';
import { FETCH_REQUESTS_FAILED, leadCount, REFRESH_DATA } from '../messages';
import styles from './Leads.module.css';

interface HeaderProps {
  titleId: string;
  heading: RefObject<HTMLHeadingElement | null>;
  title: string;
  total: number | undefined;
  refreshing: boolean;
  onRefresh(): void;
}

/** A list's title with its count, and Refresh Data (its icon turns while the list is fetched). */
export function LeadListHeader({ titleId, heading, title, total, refreshing, onRefresh }: HeaderProps) {
  return (
    <div className={kit.toolbar}>
      <div className={styles.titleLine}>
        <h3 id={titleId} ref={heading} tabIndex={-1} className={`${kit.title} ${styles.listTitle}`}>
          {title}
        </h3>
        {total !== undefined && <span className={styles.count}>{leadCount(total)}</span>}
      </div>
      <button type="button" className={kit.secondary} onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
        <RefreshCw size={18} aria-hidden="true" className={refreshing ? styles.spinning : undefined} />
        {REFRESH_DATA}
      </button>
    </div>
  );
}

/** The spec's error text; Try again only when there is no list on screen to keep showing. */
export function LeadsFetchError({ onRetry, retrying }: { onRetry?: () => void; retrying: boolean }) {
  return (
    <div className={kit.actions}>
      <p role="alert" className={kit.problemText}>
        {FETCH_REQUESTS_FAILED}
      </p>
      {onRetry && (
        <button type="button" className={kit.secondary} onClick={onRetry} disabled={retrying}>
          Try again
        </button>
      )}
    </div>
  );
}
