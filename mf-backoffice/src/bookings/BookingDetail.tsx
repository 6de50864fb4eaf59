import { useState, type ReactNode } from 'react';
import { ArrowLeft, CircleCheck, CircleX, RefreshCw, SearchCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import type { Booking, BookingDetail as Detail, BookingEvent } from '@agency/contracts';
import { failureMessageOf, statusOf } from '../api';
import { Outcome, type OutcomeMessage } from '../components/Outcome';
import panel from '../layout/panel.module.css';
import { paths } from '../paths';
import { useVerifiedSession } from '../session/VerifiedSession';
import { useBookingQuery, useCheckBookingMutation } from './bookingsApi';
import { rupeesText, whenText } from './format';
import { RefundForm } from './RefundForm';
import { CancelForm } from './CancelForm';
import { StatusBadge } from './StatusBadge';
import { BOOKING_DETAIL_TEXTS as T, BOOKINGS_TEXTS, EVENT_TITLES, REFUND_STATUS_LABELS, VERDICT_LABELS } from './texts';
import styles from './Bookings.module.css';

/** A time in an entry's details (the service sends them as ISO 8601), shown in India time like every other. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Who may move money (the server checks it again): administrators and managers. */
const MONEY_ROLES = new Set(['admin', 'manager']);

/** /Account/bookings/<txnid>: the guest, the stay, the payment, its history and refunds; check and refund. */
export function BookingDetail({ txnid }: { txnid: string }) {
  const detail = useBookingQuery(txnid, { refetchOnMountOrArgChange: true });
  const { role } = useVerifiedSession();
  const mayMoveMoney = MONEY_ROLES.has(role);
  // Back to the list as it was (its filters are in the address it came from).
  const location = useLocation() as { state?: { from?: string } };
  const back = location.state?.from ?? paths.bookings;

  let body: ReactNode;
  if (detail.data) body = <Loaded detail={detail.data} mayMoveMoney={mayMoveMoney} />;
  else if (detail.isError && statusOf(detail.error) === 404) {
    body = (
      <p role="alert" className={styles.problemText}>
        {T.notFound}
      </p>
    );
  } else if (detail.isError) {
    body = (
      <div className={styles.problem}>
        <p role="alert" className={styles.problemText}>
          {T.failed} {failureMessageOf(detail.error)}
        </p>
        <button type="button" className={styles.secondary} onClick={() => void detail.refetch()} disabled={detail.isFetching}>
          <RefreshCw size={18} aria-hidden="true" />
          {BOOKINGS_TEXTS.retry}
        </button>
      </div>
    );
  } else {
    body = (
      <p className={styles.placeholder} role="status">
        {T.loading}
      </p>
    );
  }

  return (
    <section className={`${panel.panel} ${styles.screen}`} aria-labelledby="booking-title">
      <Link className={styles.back} to={back}>
        <ArrowLeft size={18} aria-hidden="true" />
        {T.back}
      </Link>
      <div className={styles.heading}>
        <h1 id="booking-title" className={styles.title}>
          {T.title(txnid)}
        </h1>
        {detail.data && <StatusBadge status={detail.data.booking.status} />}
      </div>
      {body}
    </section>
  );
}

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Loaded({ detail, mayMoveMoney }: { detail: Detail; mayMoveMoney: boolean }) {
  const { booking, events, refunds } = detail;
  const none = T.none;
  // The check's answer stays on screen after it moved the booking on (its card is then gone).
  const [checked, setChecked] = useState<OutcomeMessage | null>(null);
  return (
    <div className={styles.detail}>
      <Outcome message={checked} />
      <div className={styles.factGrid}>
        <Facts
          title={T.guest}
          rows={[
            [T.name, booking.guest.name],
            [T.email, <a href={`mailto:${booking.guest.email}`}>{booking.guest.email}</a>],
            [T.phone, <a href={`tel:${booking.guest.phone.replace(/[^\d+]/g, '')}`}>{booking.guest.phone}</a>],
          ]}
        />
        <Facts
          title={T.stay}
          rows={[
            [T.room, booking.room ?? none],
            [T.guests, booking.guests ?? none],
            [T.nights, booking.nights ?? none],
            [T.product, booking.productinfo],
          ]}
        />
        <Facts
          title={T.payment}
          rows={[
            [T.amount, rupeesText(booking.amount)],
            // Refunds concern money received: a held, failed or expired payment has none.
            ...(booking.status === 'paid' || booking.status === 'refunded' || booking.status === 'cancelled'
              ? ([
                  [T.refunded, rupeesText(booking.refunded)],
                  [T.refundable, rupeesText(booking.refundable)],
                ] as [string, ReactNode][])
              : []),
            [T.txnid, <code>{booking.txnid}</code>],
            [T.providerReference, booking.providerReference ? <code>{booking.providerReference}</code> : none],
            [T.created, whenText(booking.createdAt)],
            [T.updated, whenText(booking.updatedAt)],
            ...(booking.holdExpiresAt ? ([[T.heldUntil, whenText(booking.holdExpiresAt)]] as [string, ReactNode][]) : []),
            ...(booking.error ? ([[T.why, booking.error]] as [string, ReactNode][]) : []),
            ...(booking.cancellation
              ? ([
                  [T.cancelledOn, `${whenText(booking.cancellation.at)} · ${T.cancelledBy(booking.cancellation.by)}`],
                  [T.cancelReason, booking.cancellation.reason],
                ] as [string, ReactNode][])
              : []),
          ]}
        />
      </div>
      {!mayMoveMoney && (booking.status === 'held' || booking.refundable > 0) && <p className={styles.note}>{T.readOnly}</p>}
      {mayMoveMoney && booking.status === 'held' && <CheckWithProvider booking={booking} onAnswer={setChecked} />}
      {mayMoveMoney && (booking.refundable > 0 || booking.refunded > 0) && <RefundForm booking={booking} />}
      {mayMoveMoney && (booking.status === 'paid' || booking.status === 'cancelled') && (
        <CancelForm booking={booking} what={[booking.room ?? booking.productinfo, BOOKINGS_TEXTS.guestsNights(booking.guests, booking.nights)].filter(Boolean).join(', ')} />
      )}
      <section className={styles.card} aria-labelledby="refunds-title">
        <h2 id="refunds-title" className={styles.cardTitle}>
          {T.refunds}
        </h2>
        {refunds.length === 0 ? (
          <p className={styles.muted}>{T.refundsEmpty}</p>
        ) : (
          <ul className={styles.refunds}>
            {refunds.map((refund) => (
              <li key={refund.id}>
                <strong>{rupeesText(refund.amount)}</strong> <span className={styles.refundStatus}>{REFUND_STATUS_LABELS[refund.status]}</span>
                <span className={styles.sub}>
                  {whenText(refund.at)} · {T.refundBy(refund.by)}
                  {refund.providerReference ? ` · ${refund.providerReference}` : ''}
                </span>
                <span className={styles.reason}>{refund.reason}</span>
                {refund.error && <span className={styles.fieldError}>{refund.error}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="history-title">
        <h2 id="history-title" className={styles.cardTitle}>
          {T.history}
        </h2>
        {events.length === 0 ? (
          <p className={styles.muted}>{T.historyEmpty}</p>
        ) : (
          <ol className={styles.timeline}>
            {events.map((event) => (
              <HistoryEntry key={event.id} event={event} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function HistoryEntry({ event }: { event: BookingEvent }) {
  const details = Object.entries(event.details);
  return (
    <li className={styles.event}>
      <span className={`${styles.dot} ${event.verified === false || event.verdict === 'refused' ? styles.dotWarn : ''}`} aria-hidden="true" />
      <div>
        <p className={styles.eventTitle}>
          <strong>{EVENT_TITLES[event.kind]}</strong> <span className={styles.verdict}>{VERDICT_LABELS[event.verdict] ?? event.verdict}</span>
          {event.verified !== undefined && (
            <span className={event.verified ? styles.verified : styles.unverified}>
              {event.verified ? <CircleCheck size={14} aria-hidden="true" /> : <CircleX size={14} aria-hidden="true" />}
              {event.verified ? T.verified : T.unverified}
            </span>
          )}
        </p>
        <time className={styles.sub} dateTime={event.at}>
          {whenText(event.at)}
        </time>
        {details.length > 0 && (
          <dl className={styles.eventDetails}>
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

function CheckWithProvider({ booking, onAnswer: setOutcome }: { booking: Booking; onAnswer: (message: OutcomeMessage | null) => void }) {
  const [check, checking] = useCheckBookingMutation();
  const ask = async () => {
    setOutcome(null);
    const answer = await check(booking.txnid);
    if ('error' in answer) setOutcome({ tone: 'error', text: failureMessageOf(answer.error) });
    else setOutcome({ tone: 'success', text: answer.data.changed ? T.checkChanged(answer.data.providerStatus) : T.checkUnchanged(answer.data.providerStatus) });
  };
  return (
    <section className={styles.card} aria-labelledby="check-title">
      <h2 id="check-title" className={styles.cardTitle}>
        {T.check}
      </h2>
      <p className={styles.muted}>{T.checkLead}</p>
      <div>
        <button type="button" className={styles.primary} onClick={() => void ask()} disabled={checking.isLoading}>
          <SearchCheck size={18} aria-hidden="true" />
          {checking.isLoading ? T.checking : T.check}
        </button>
      </div>
    </section>
  );
}
