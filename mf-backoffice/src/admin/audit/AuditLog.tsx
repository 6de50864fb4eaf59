import { AUDIT_LOG_TEXTS } from '@agency/contracts';
import { useState } from 'react';
import { kit, Paging, ProblemBox } from '../../kit';
import panel from '../../kit/panel.module.css';
import { AuditFilterForm, type AuditFilters } from './AuditFilters';
import styles from './AuditLog.module.css';
import { AuditTable } from './AuditTable';
import { useAuditLogQuery } from './auditApi';

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
    <ProblemBox onRetry={() => void log.refetch()} retryLabel="Try again">
      {AUDIT_LOG_TEXTS.failed}
    </ProblemBox>
  );
  const entries = pagination?.totalEntries ?? 0;
  const paging = {
    label: 'Audit log pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: (at: number, of: number) => `Page ${at} of ${of} | ${entries} ${entries === 1 ? 'entry' : 'entries'}`,
  };

  return (
    <section className={`${panel.panel} ${styles.log}`} aria-labelledby="audit-log-title">
      <h2 id="audit-log-title" className={kit.title}>
        {AUDIT_LOG_TEXTS.title}
      </h2>
      <p className={kit.muted}>{AUDIT_LOG_TEXTS.lead}</p>
      <AuditFilterForm onApply={apply} />
      <AuditTable rows={log.data?.data} page={page} busy={log.isFetching} error={failure || undefined} />
      {pagination && entries > 0 && (
        <Paging page={pagination.currentPage} pages={pagination.totalPages} busy={log.isFetching} onGo={setPage} texts={paging} always />
      )}
    </section>
  );
}
