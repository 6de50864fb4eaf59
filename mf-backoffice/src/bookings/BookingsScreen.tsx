import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight, Download, RefreshCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { csvFileName, type Booking } from '@agency/contracts';
import { failureMessageOf } from '../api';
import { DataTable, type Column } from '../components/DataTable';
import { Outcome, type OutcomeMessage } from '../components/Outcome';
import panel from '../layout/panel.module.css';
import { paths } from '../paths';
import { BookingFilterForm } from './BookingFilterForm';
import { useBookingListQuery, useExportBookingsMutation } from './bookingsApi';
import { filtersFrom, pageFrom, paramsOf, queryOf, type BookingFilters } from './filters';
import { rupeesText, whenText } from './format';
import { StatusBadge } from './StatusBadge';
import { BOOKING_COLUMNS as C, BOOKINGS_TEXTS as T } from './texts';
import styles from './Bookings.module.css';

export const bookingPath = (txnid: string) => `${paths.bookings}/${encodeURIComponent(txnid)}`;

/** The list's columns; a booking's link carries the list's address, so its page leads back to it. */
const columnsFor = (from: string): Column<Booking>[] => [
  { header: C.booked, labelled: true, className: styles.when, cell: (b) => <time dateTime={b.createdAt}>{whenText(b.createdAt)}</time> },
  {
    header: C.guest,
    labelled: true,
    className: styles.guestCell,
    cell: (b) => (
      <>
        <Link className={styles.rowLink} to={bookingPath(b.txnid)} state={{ from }}>
          {b.guest.name}
        </Link>
        <span className={styles.sub}>{b.guest.phone}</span>
        <span className={styles.sub}>{b.guest.email}</span>
      </>
    ),
  },
  {
    header: C.room,
    labelled: true,
    cell: (b) => (
      <>
        {b.room ?? T.noRoom}
        {b.room && <span className={styles.sub}>{T.guestsNights(b.guests, b.nights)}</span>}
      </>
    ),
  },
  {
    header: C.amount,
    labelled: true,
    className: styles.money,
    cell: (b) => (
      <>
        {rupeesText(b.amount)}
        {b.refunded > 0 && <span className={styles.sub}>{T.refundedPart(rupeesText(b.refunded))}</span>}
      </>
    ),
  },
  { header: C.status, labelled: true, cell: (b) => <StatusBadge status={b.status} /> },
  { header: C.txnid, labelled: true, className: styles.txnid, cell: (b) => <code>{b.txnid}</code> },
];

/** /Account/bookings: every booking and payment, filtered, searched, totalled, paged and exported. */
export function BookingsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const page = pageFrom(params);
  const list = useBookingListQuery({ ...queryOf(filters), page }, { refetchOnMountOrArgChange: true });
  const [exportCsv, exporting] = useExportBookingsMutation();
  const [outcome, setOutcome] = useState<OutcomeMessage | null>(null);
  const columns = useMemo(() => columnsFor(`${paths.bookings}${params.size > 0 ? `?${params}` : ''}`), [params]);
  const pagination = list.data?.pagination;
  const totals = list.data?.totals;

  const apply = (next: BookingFilters) => setParams(paramsOf(next, 1));
  const goTo = (next: number) => setParams(paramsOf(filters, next));

  const download = async () => {
    setOutcome(null);
    const answer = await exportCsv(queryOf(filters));
    if ('error' in answer) {
      setOutcome({ tone: 'error', text: T.exportFailed(failureMessageOf(answer.error)) });
      return;
    }
    const url = URL.createObjectURL(new Blob([answer.data], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName('bookings');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const failure = list.isError && !list.isFetching && (
    <div className={styles.problem}>
      <p role="alert" className={styles.problemText}>
        {T.failed} {failureMessageOf(list.error)}
      </p>
      <button type="button" className={styles.secondary} onClick={() => void list.refetch()}>
        <RefreshCw size={18} aria-hidden="true" />
        {T.retry}
      </button>
    </div>
  );

  return (
    <section className={`${panel.panel} ${styles.screen}`} aria-labelledby="bookings-title">
      <div className={styles.heading}>
        <div>
          <h1 id="bookings-title" className={styles.title}>
            {T.title}
          </h1>
          <p className={styles.lead}>{T.lead}</p>
        </div>
        <button type="button" className={styles.secondary} onClick={() => void download()} disabled={exporting.isLoading || !totals || totals.count === 0}>
          <Download size={18} aria-hidden="true" />
          {exporting.isLoading ? T.exporting : T.exportCsv}
        </button>
      </div>
      <Outcome message={outcome} />
      <BookingFilterForm applied={filters} onApply={apply} />
      {totals && !list.isError && (
        <dl className={styles.totals} aria-label={T.totalsLabel} aria-live="polite">
          <div>
            <dt className="visually-hidden">{C.booked}</dt>
            <dd className={styles.totalMain}>{T.count(totals.count)}</dd>
          </div>
          <div>
            <dt>{T.booked}</dt>
            <dd>{rupeesText(totals.amount)}</dd>
          </div>
          <div>
            <dt>{T.paid}</dt>
            <dd>{rupeesText(totals.paid)}</dd>
          </div>
          <div>
            <dt>{T.refunded}</dt>
            <dd>{rupeesText(totals.refunded)}</dd>
          </div>
          <div>
            <dt>{T.net}</dt>
            <dd className={styles.totalNet}>{rupeesText(totals.net)}</dd>
          </div>
        </dl>
      )}
      <DataTable
        columns={columns}
        rows={list.data?.data}
        rowKey={(b) => b.txnid}
        caption={T.tableCaption(page)}
        loading={T.loading}
        empty={T.empty}
        error={failure || undefined}
        busy={list.isFetching}
        className={{ wrap: styles.tableWrap, table: styles.table }}
      />
      {pagination && pagination.totalPages > 1 && (
        <nav className={styles.paging} aria-label={T.pagesLabel}>
          <button type="button" className={styles.secondary} disabled={page <= 1 || list.isFetching} onClick={() => goTo(page - 1)}>
            <ChevronLeft size={18} aria-hidden="true" />
            {T.previous}
          </button>
          <p className={styles.pagingText} aria-live="polite">
            {T.pageOf(pagination.currentPage, pagination.totalPages)}
          </p>
          <button type="button" className={styles.secondary} disabled={page >= pagination.totalPages || list.isFetching} onClick={() => goTo(page + 1)}>
            {T.next}
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </nav>
      )}
    </section>
  );
}
