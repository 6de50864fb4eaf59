import { useState } from 'react';
import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { AUDIT_LOG_TEXTS } from '@agency/contracts';
import panel from '../../kit/panel.module.css';
import { AuditFilterForm, type AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { useAuditLogQuery } from './auditApi';
import styles from './AuditLog.module.css';

/**
 * The admin screen's Audit log tab: every staff sign-in, sign-out and change, newest first,
 * filtered and paged on the server. Read only: the log has no way to change an entry.
 */
export function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const log = useAuditLogQuery({ ...filters, page }, { refetchOnMountOrArgChange: true });
  // While another page or filter is on its way, the rows shown stay, dimmed (the table's busy state).
  const pagination = log.data?.pagination;

  const apply = (next: AuditFilters) => {
    setFilters(next);
    setPage(1);
  };

  const failure = log.isError && !log.isFetching && (
    <div className={styles.problem}>
      <p role="alert" className={styles.problemText}>
        {AUDIT_LOG_TEXTS.failed}
      </p>
      <button type="button" className={styles.secondary} onClick={() => void log.refetch()}>
        <RefreshCw size={18} aria-hidden="true" />
        Try again
      </button>
    </div>
  );

  return (
    <section className={`${panel.panel} ${styles.log}`} aria-labelledby="audit-log-title">
      <h2 id="audit-log-title" className={styles.title}>
        {AUDIT_LOG_TEXTS.title}
      </h2>
      <p className={styles.lead}>{AUDIT_LOG_TEXTS.lead}</p>
      <AuditFilterForm onApply={apply} />
      <AuditTable rows={log.data?.data} page={page} busy={log.isFetching} error={failure || undefined} />
      {pagination && pagination.totalEntries > 0 && (
        <nav className={styles.paging} aria-label="Audit log pages">
          <button type="button" className={styles.secondary} disabled={page <= 1 || log.isFetching} onClick={() => setPage(page - 1)}>
            <ChevronLeft size={18} aria-hidden="true" />
            Previous
          </button>
          <p className={styles.pagingText} aria-live="polite">
            Page {pagination.currentPage} of {pagination.totalPages} | {pagination.totalEntries} {pagination.totalEntries === 1 ? 'entry' : 'entries'}
          </p>
          <button type="button" className={styles.secondary} disabled={page >= pagination.totalPages || log.isFetching} onClick={() => setPage(page + 1)}>
            Next
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </nav>
      )}
    </section>
  );
}
