import type { BookingDetail, BookingEvent } from '@agency/contracts';
import { CircleCheck, CircleX } from 'lucide-react';
import { kit } from '../kit';
import styles from './Bookings.module.css';
import { rupeesText, whenText } from './format';
import { EVENT_TITLES, REFUND_STATUS_LABELS, BOOKING_DETAIL_TEXTS as T, VERDICT_LABELS } from './texts';

/** A time in an entry's details (the service sends them as ISO 8601), shown in India time like every other. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export function BookingRefunds({ refunds }: Pick<BookingDetail, 'refunds'>) {
  return (
    <section className={kit.card} aria-labelledby="refunds-title">
      <h2 id="refunds-title" className={kit.cardTitle}>
        {T.refunds}
      </h2>
      {refunds.length === 0 ? (
        <p className={kit.muted}>{T.refundsEmpty}</p>
      ) : (
        <ul className={styles.refunds}>
          {refunds.map((refund) => (
            <li key={refund.id}>
              <strong>{rupeesText(refund.amount)}</strong> <span className={kit.hint}>{REFUND_STATUS_LABELS[refund.status]}</span>
              <span className={kit.sub}>
                {whenText(refund.at)} · {T.refundBy(refund.by)}
                {refund.providerReference ? ` · ${refund.providerReference}` : ''}
              </span>
              <span className={styles.reason}>{refund.reason}</span>
              {refund.error && <span className={kit.fieldError}>{refund.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The booking's history as a timeline, each entry with what the provider's answer proved. */
export function BookingHistory({ events }: Pick<BookingDetail, 'events'>) {
  return (
    <section className={kit.card} aria-labelledby="history-title">
      <h2 id="history-title" className={kit.cardTitle}>
        {T.history}
      </h2>
      {events.length === 0 ? (
        <p className={kit.muted}>{T.historyEmpty}</p>
      ) : (
        <ol className={styles.timeline}>
          {events.map((event) => (
            <HistoryEntry key={event.id} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryEntry({ event }: { event: BookingEvent }) {
  const details = Object.entries(event.details);
  return (
    <li className={styles.event}>
      <span
        className={`${styles.dot} ${event.verified === false || event.verdict === 'refused' ? styles.dotWarn : ''}`}
        aria-hidden="true"
      />
      <div>
        <p className={styles.eventTitle}>
          <strong>{EVENT_TITLES[event.kind]}</strong>{' '}
          <span className={styles.verdict}>{VERDICT_LABELS[event.verdict] ?? event.verdict}</span>
          {event.verified !== undefined && (
            <span className={`${kit.badge} ${event.verified ? kit.good : kit.bad}`}>
              {event.verified ? <CircleCheck size={14} aria-hidden="true" /> : <CircleX size={14} aria-hidden="true" />}
              {event.verified ? T.verified : T.unverified}
            </span>
          )}
        </p>
        <time className={kit.sub} dateTime={event.at}>
          {whenText(event.at)}
        </time>
        {details.length > 0 && (
          <dl className={`${kit.facts} ${styles.eventDetails}`}>
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{ISO_TIME.test(value) ? <time dateTime={value}>{whenText(value)}</time> : value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
