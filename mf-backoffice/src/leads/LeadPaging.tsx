import { ChevronLeft, ChevronRight } from 'lucide-react';
import { leadPaging } from '../messages';
import styles from './Leads.module.css';

interface Props {
  page: number;
  pages: number;
  /** A page is on its way: neither button moves until it is there. */
  busy: boolean;
  onGoTo(page: number): void;
  /** Names the list the buttons page through (several lists may be on one page in future). */
  label: string;
}

/** Previous and Next under a list, each only enabled where there is a page to go to, and 'Page N of M'. */
export function LeadPaging({ page, pages, busy, onGoTo, label }: Props) {
  return (
    <nav className={styles.paging} aria-label={label}>
      <button type="button" className={styles.secondary} disabled={page <= 1 || busy} onClick={() => onGoTo(page - 1)}>
        <ChevronLeft size={18} aria-hidden="true" />
        Previous
      </button>
      <p className={styles.pagingText} aria-live="polite">
        {leadPaging(page, pages)}
      </p>
      <button type="button" className={styles.secondary} disabled={page >= pages || busy} onClick={() => onGoTo(page + 1)}>
        Next
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
