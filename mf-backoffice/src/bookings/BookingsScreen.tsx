import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { failureMessageOf } from '../api';
import { DataTable, kit, Outcome, type OutcomeMessage, PageFrame, Paging, ProblemBox, saveCsv } from '../kit';
import { paths } from '../paths';
import { BookingFilterForm } from './BookingFilterForm';
import { BookingTotals } from './BookingTotals';
import { bookingColumns } from './bookingColumns';
import { useBookingListQuery, useExportBookingsMutation } from './bookingsApi';
import { filtersOf, useBookingListAddress } from './listQuery';
import { BOOKINGS_TEXTS as T } from './texts';

const PAGING = { label: T.pagesLabel, previous: T.previous, next: T.next, pageOf: T.pageOf };

/** /Account/bookings: every booking and payment, filtered, searched, totalled, paged and exported. */
export function BookingsScreen() {
  const { query, setQuery, search } = useBookingListAddress();
  const filters = useMemo(() => filtersOf(query), [query]);
  const list = useBookingListQuery(query, { refetchOnMountOrArgChange: true });
  const [exportCsv, exporting] = useExportBookingsMutation();
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const columns = useMemo(() => bookingColumns(`${paths.bookings}${search}`), [search]);
  const pagination = list.data?.pagination;
  const totals = list.data?.totals;

  const download = async () => {
    setOutcome(null);
    const answer = await exportCsv(filters);
    if ('error' in answer) setOutcome({ tone: 'error', text: T.exportFailed(failureMessageOf(answer.error)) });
    else saveCsv('bookings', answer.data);
  };

  const exportButton = (
    <button
      type="button"
      className={kit.secondary}
      onClick={() => void download()}
      disabled={exporting.isLoading || !totals || totals.count === 0}
    >
      <Download size={18} aria-hidden="true" />
      {exporting.isLoading ? T.exporting : T.exportCsv}
    </button>
  );
  const failure = list.isError && !list.isFetching && (
    <ProblemBox onRetry={() => void list.refetch()} retryLabel={T.retry}>
      {T.failed} {failureMessageOf(list.error)}
    </ProblemBox>
  );

  return (
    <PageFrame title={T.title} lead={T.lead} actions={exportButton} titleId="bookings-title">
      <Outcome message={outcome} />
      <BookingFilterForm applied={filters} onApply={(next) => setQuery({ ...next, page: 1, limit: query.limit })} />
      {totals && !list.isError && <BookingTotals totals={totals} />}
      <DataTable
        columns={columns}
        rows={list.data?.data}
        rowKey={(b) => b.txnid}
        caption={T.tableCaption(query.page)}
        loading={T.loading}
        empty={T.empty}
        error={failure || undefined}
        busy={list.isFetching}
        layout="stacked"
        alignTop
      />
      {pagination && (
        <Paging
          page={query.page}
          pages={pagination.totalPages}
          busy={list.isFetching}
          onGo={(page) => setQuery({ ...query, page })}
          texts={PAGING}
        />
      )}
    </PageFrame>
  );
}
