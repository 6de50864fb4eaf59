import type { LeadsOverview, PaymentOverview } from '@agency/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { HOME_TEXTS } from '../messages';
import { rupeesText } from '../rooms/roomsFormat';
import { FiguresTable } from './FiguresTable';
import styles from './StaffHome.module.css';

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

/** The summary line, the chart (its own chunk) and the figures behind it. */
function Chart(props: { summary: string; labels: string[]; values: number[]; valueText(value: number): string }) {
  return (
    <>
      <p className={styles.summary}>{props.summary}</p>
      <Suspense
        fallback={
          <p className={styles.chartLoading} role="status">
            {HOME_TEXTS.chartLoading}
          </p>
        }
      >
        <BarChart labels={props.labels} values={props.values} valueText={props.valueText} summary={props.summary} />
      </Suspense>
    </>
  );
}

export function PerDayChart({ perDay }: { perDay: LeadsOverview['perDay'] }) {
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
      <Chart summary={summary} labels={labels} values={values} valueText={countText} />
      <FiguresTable
        caption={HOME_TEXTS.perDayTitle}
        headers={[HOME_TEXTS.day, HOME_TEXTS.enquiries]}
        rows={perDay.map((d) => [dayText(d.day), String(d.count)])}
      />
    </>
  );
}

export function PerWeekChart({ perWeek }: { perWeek: PaymentOverview['perWeek'] }) {
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
      <Chart summary={summary} labels={labels} values={values} valueText={compactRupees} />
      <FiguresTable
        caption={HOME_TEXTS.perWeekTitle}
        headers={[HOME_TEXTS.week, HOME_TEXTS.bookings, HOME_TEXTS.takings, HOME_TEXTS.refunded, HOME_TEXTS.net]}
        rows={perWeek.map((w) => [dayText(w.weekStart), String(w.count), rupeesText(w.amount), rupeesText(w.refunded), rupeesText(w.net)])}
      />
    </>
  );
}
