import { type LeadsOverview, type PaymentOverview, paymentCalls } from '@agency/contracts';
import { ArrowRight, BedDouble, CalendarClock, Clock3, IndianRupee, MailPlus, RefreshCw, Wallet } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { failureMessageOf } from '../api';
import panel from '../kit/panel.module.css';
import { HOME_TEXTS } from '../messages';
import { paths } from '../paths';
import { rupeesText } from '../rooms/roomsFormat';
import { mayCall } from '../session/mayCall';
import { useVerifiedSession } from '../session/VerifiedSession';
import { HOME_POLL_MS, useLeadsOverviewQuery, usePaymentOverviewQuery } from './homeApi';
import styles from './StaffHome.module.css';

/** Who reads the takings: the payment overview call's access (every staff role but user). */

/** uPlot comes with the charts' own chunk, so no other staff screen carries it. */
const BarChart = lazy(() => import('./BarChart'));

const DAY_LABEL = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** '25 Nov' of a 'YYYY-MM-DD' day (a calendar day: read as UTC so no zone moves it). */
function dayText(day: string): string {
  return DAY_LABEL.format(new Date(`${day}T00:00:00Z`));
}
const countText = (value: number) => String(value);
const COMPACT_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const compactRupees = (value: number) => COMPACT_RUPEES.format(value);

/**
 * /Account/home, for every staff role: today's enquiries and the ones waiting too
 * long, today's and this month's retreat takings net of refunds, the rooms running low, and
 * two charts (enquiries per day for 30 days, net takings per week), each with its figures as
 * text. The takings, the rooms running low and their chart are not shown to the user role. Each number
 * opens the list it counts. Read again every minute while open.
 */
export function StaffHome() {
  const { username, role } = useVerifiedSession();
  const poll = { pollingInterval: HOME_POLL_MS, skipPollingIfUnfocused: true };
  const leads = useLeadsOverviewQuery(undefined, poll);
  // The takings are not for the user role (the service refuses it too).
  const readsTakings = mayCall(paymentCalls.overview, role);
  const payments = usePaymentOverviewQuery(undefined, { ...poll, skip: !readsTakings });
  return (
    <div className={styles.home}>
      <section className={panel.panel} aria-labelledby="home-title">
        <h1 id="home-title" className={panel.title}>
          {HOME_TEXTS.title}
        </h1>
        <p className={`${panel.lead} ${styles.greeting}`}>{HOME_TEXTS.greeting(username)}</p>
        <div className={styles.groups}>
          <Group title={HOME_TEXTS.enquiriesTitle} query={leads} failed={HOME_TEXTS.leadsFailed}>
            {leads.data && <LeadFigures overview={leads.data} />}
          </Group>
          {readsTakings && (
            <Group title={HOME_TEXTS.moneyTitle} query={payments} failed={HOME_TEXTS.paymentsFailed}>
              {payments.data && <PaymentFigures overview={payments.data} />}
            </Group>
          )}
        </div>
      </section>
      <div className={styles.charts}>
        <ChartPanel title={HOME_TEXTS.perDayTitle} query={leads} failed={HOME_TEXTS.leadsFailed}>
          {leads.data && <PerDayChart perDay={leads.data.perDay} />}
        </ChartPanel>
        {readsTakings && (
          <ChartPanel title={HOME_TEXTS.perWeekTitle} query={payments} failed={HOME_TEXTS.paymentsFailed}>
            {payments.data && <PerWeekChart perWeek={payments.data.perWeek} />}
          </ChartPanel>
        )}
      </div>
    </div>
  );
}

interface QueryState {
  data?: unknown;
  isError: boolean;
  isFetching: boolean;
  error?: Parameters<typeof failureMessageOf>[0];
  refetch: () => unknown;
}

/** Loading, failed (with a retry) or the figures. */
function Figures({ query, failed, children }: { query: QueryState; failed: string; children: ReactNode }) {
  if (query.data !== undefined) return <>{children}</>;
  if (query.isError) {
    return (
      <div className={styles.problem}>
        <p role="alert" className={styles.problemText}>
          {failed} {failureMessageOf(query.error)}
        </p>
        <button type="button" className={styles.secondary} onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw size={16} aria-hidden="true" />
          {HOME_TEXTS.retry}
        </button>
      </div>
    );
  }
  return (
    <p className={styles.placeholder} role="status">
      {HOME_TEXTS.loading}
    </p>
  );
}

function Group({ title, query, failed, children }: { title: string; query: QueryState; failed: string; children: ReactNode }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.groupTitle}>{title}</h2>
      <Figures query={query} failed={failed}>
        {children}
      </Figures>
    </section>
  );
}

function ChartPanel({ title, query, failed, children }: { title: string; query: QueryState; failed: string; children: ReactNode }) {
  const id = title.replace(/\W+/g, '-').toLowerCase();
  return (
    <section className={`${panel.panel} ${styles.chartPanel}`} aria-labelledby={id}>
      <h2 id={id} className={styles.chartTitle}>
        {title}
      </h2>
      <Figures query={query} failed={failed}>
        {children}
      </Figures>
    </section>
  );
}

/** One figure: a big number that opens the list it counts. */
function Tile({
  icon,
  label,
  value,
  detail,
  to,
  linkText,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: string;
  to: string;
  linkText: string;
}) {
  return (
    <Link to={to} className={styles.tile}>
      <span className={styles.tileIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{value}</span>
      {detail && <span className={styles.tileDetail}>{detail}</span>}
      <span className={styles.tileLink}>
        {linkText}
        <ArrowRight size={14} aria-hidden="true" />
      </span>
    </Link>
  );
}

function LeadFigures({ overview }: { overview: LeadsOverview }) {
  return (
    <div className={styles.tiles}>
      <Tile
        icon={<MailPlus size={20} />}
        label={HOME_TEXTS.newToday}
        value={String(overview.newToday)}
        to={paths.account}
        linkText={HOME_TEXTS.openRequests}
      />
      <Tile
        icon={<Clock3 size={20} />}
        label={HOME_TEXTS.unclaimed}
        value={String(overview.unclaimed)}
        to={paths.account}
        linkText={HOME_TEXTS.openRequests}
      />
      <Tile
        icon={<CalendarClock size={20} />}
        label={HOME_TEXTS.followUpsDue}
        value={String(overview.followUpsDue)}
        to={paths.account}
        linkText={HOME_TEXTS.openRequests}
      />
    </div>
  );
}

const refundedText = (refunded: number) => (refunded > 0 ? rupeesText(refunded) : null);

function PaymentFigures({ overview }: { overview: PaymentOverview }) {
  return (
    <>
      <div className={styles.tiles}>
        <Tile
          icon={<Wallet size={20} />}
          label={HOME_TEXTS.paidToday}
          value={String(overview.paidToday.count)}
          detail={HOME_TEXTS.netDetail(rupeesText(overview.paidToday.net), refundedText(overview.paidToday.refunded))}
          to={paths.bookings}
          linkText={HOME_TEXTS.openBookings}
        />
        <Tile
          icon={<IndianRupee size={20} />}
          label={HOME_TEXTS.thisMonth}
          value={rupeesText(overview.thisMonth.net)}
          detail={HOME_TEXTS.monthDetail(HOME_TEXTS.bookingsCount(overview.thisMonth.count), refundedText(overview.thisMonth.refunded))}
          to={paths.bookings}
          linkText={HOME_TEXTS.openBookings}
        />
      </div>
      <div className={styles.lowRooms}>
        <h3 className={styles.lowTitle}>
          <BedDouble size={18} aria-hidden="true" />
          {HOME_TEXTS.lowRoomsTitle}
        </h3>
        {overview.lowRooms.length === 0 ? (
          <p className={styles.lowNone}>{HOME_TEXTS.lowRoomsNone(overview.lowThreshold)}</p>
        ) : (
          <ul className={styles.lowList}>
            {overview.lowRooms.map((room) => (
              <li key={room.id} className={room.available === 0 ? styles.soldOut : undefined}>
                {HOME_TEXTS.lowRoom(room.name, room.available, room.places)}
              </li>
            ))}
          </ul>
        )}
        <Link to={paths.rooms} className={styles.inlineLink}>
          {HOME_TEXTS.openRooms}
          <ArrowRight size={14} aria-hidden="true" />
        </Link>
      </div>
    </>
  );
}

function ChartFallback() {
  return (
    <p className={styles.chartLoading} role="status">
      {HOME_TEXTS.chartLoading}
    </p>
  );
}

/** The figures behind a chart, for whoever would rather read them (and for screen readers). */
function FiguresTable({ caption, headers, rows }: { caption: string; headers: readonly string[]; rows: readonly (readonly string[])[] }) {
  return (
    <details className={styles.figures}>
      <summary>{HOME_TEXTS.showTable}</summary>
      <table className={styles.figuresTable}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, column) =>
                column === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the cell's identity
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the cell's identity
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function PerDayChart({ perDay }: { perDay: LeadsOverview['perDay'] }) {
  const labels = useMemo(() => perDay.map((d) => dayText(d.day)), [perDay]);
  const values = useMemo(() => perDay.map((d) => d.count), [perDay]);
  const total = values.reduce((sum, value) => sum + value, 0);
  const busiest = perDay.reduce<LeadsOverview['perDay'][number] | null>(
    (best, d) => (best === null || d.count > best.count ? d : best),
    null,
  );
  const summary = HOME_TEXTS.perDaySummary(total, busiest ? dayText(busiest.day) : null, busiest?.count ?? 0);
  return (
    <>
      <p className={styles.summary}>{summary}</p>
      <Suspense fallback={<ChartFallback />}>
        <BarChart labels={labels} values={values} valueText={countText} summary={summary} />
      </Suspense>
      <FiguresTable
        caption={HOME_TEXTS.perDayTitle}
        headers={[HOME_TEXTS.day, HOME_TEXTS.enquiries]}
        rows={perDay.map((d) => [dayText(d.day), String(d.count)])}
      />
    </>
  );
}

function PerWeekChart({ perWeek }: { perWeek: PaymentOverview['perWeek'] }) {
  const labels = useMemo(() => perWeek.map((w) => dayText(w.weekStart)), [perWeek]);
  // Net of the refunds made each week: what the retreat kept.
  const values = useMemo(() => perWeek.map((w) => w.net), [perWeek]);
  const total = values.reduce((sum, value) => sum + value, 0);
  const best = perWeek.reduce<PaymentOverview['perWeek'][number] | null>(
    (top, w) => (w.net > 0 && (top === null || w.net > top.net) ? w : top),
    null,
  );
  const summary = HOME_TEXTS.perWeekSummary(rupeesText(total), best ? dayText(best.weekStart) : null, best ? rupeesText(best.net) : '');
  return (
    <>
      <p className={styles.summary}>{summary}</p>
      <Suspense fallback={<ChartFallback />}>
        <BarChart labels={labels} values={values} valueText={compactRupees} summary={summary} />
      </Suspense>
      <FiguresTable
        caption={HOME_TEXTS.perWeekTitle}
        headers={[HOME_TEXTS.week, HOME_TEXTS.bookings, HOME_TEXTS.takings, HOME_TEXTS.refunded, HOME_TEXTS.net]}
        rows={perWeek.map((w) => [dayText(w.weekStart), String(w.count), rupeesText(w.amount), rupeesText(w.refunded), rupeesText(w.net)])}
      />
    </>
  );
}
