import { AUDIT_LOG_TEXTS, type AuditQuery, auditQuery, auditQueryValidator } from '@agency/contracts';
import { kit, Paging, ProblemBox, useUrlQuery } from '../../kit';
import panel from '../../kit/panel.module.css';
import { AuditFilterForm, type AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { useAuditLogQuery } from './auditApi';

/** The log's query as read: the schema's defaults fill the page and its size. */
type AuditAddress = AuditQuery & { page: number; limit: number };

/**
 * The admin screen's Audit log tab: every staff sign-in, sign-out and change, newest first,
 * filtered and paged on the server. Read only: the log has no way to change an entry.
 */
export function AuditLog() {
  // The filters and page live in the address (beside the admin screen's tab), so Back returns to them.
  const { query, setQuery } = useUrlQuery<AuditAddress>(auditQueryValidator, auditQuery);
  const { page, limit, ...filters } = query;
  const log = useAuditLogQuery(query, { refetchOnMountOrArgChange: true });
  // While another page or filter is on its way, the rows shown stay, dimmed (the table's busy state).
  const pagination = log.data?.pagination;

  const apply = (next: AuditFilters) => setQuery({ ...next, page: 1, limit });
  const setPage = (at: number) => setQuery({ ...query, page: at });

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
    <section className={`${panel.panel} ${kit.stackRoomy}`} aria-labelledby="audit-log-title">
      <h2 id="audit-log-title" className={kit.title}>
        {AUDIT_LOG_TEXTS.title}
      </h2>
      <p className={kit.muted}>{AUDIT_LOG_TEXTS.lead}</p>
      <AuditFilterForm applied={filters} onApply={apply} />
      <AuditTable rows={log.data?.data} page={page} busy={log.isFetching} error={failure || undefined} />
      {pagination && entries > 0 && (
        <Paging page={pagination.currentPage} pages={pagination.totalPages} busy={log.isFetching} onGo={setPage} texts={paging} always />
      )}
    </section>
  );
}
