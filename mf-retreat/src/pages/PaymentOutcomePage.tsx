import { CALLBACK_ERRORS, type PaymentStatusResponse } from '@agency/contracts';
import { usePageHead } from '@agency/page/remote';
import { ArrowLeft, RefreshCw, RotateCcw } from '@agency/ui/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetPaymentStatusQuery } from '../api';
import { formatRupees } from '../format';
import { bookingStepHead } from '../head';
import { AGENCY_HOME } from '../layout/RetreatFrame';
import { paths } from '../paths';
import { texts } from '../texts';
import { PaymentResult } from './PaymentResult';
import styles from './PaymentResult.module.css';
import { outcomeFor, recordTexts, resultTexts, statusLabels } from './resultTexts';

interface Props {
  /** The outcome the address claims (/PaymentSuccess or /PaymentFailed). */
  claimed: 'success' | 'failure';
}

const SERVICE_ERRORS: readonly string[] = Object.values(CALLBACK_ERRORS);

/**
 * The error text a failure page shows: the query's when the payment service wrote it (one of
 * its own texts, or the error it stored for this transaction), else the stored one. Any other
 * words in an address are a visitor's (a fake "call our fraud desk" number, say) and never
 * appear as the agency's.
 */
function shownError(queryError: string | null, payment: PaymentStatusResponse | undefined, corrected: boolean): string | null {
  if (corrected) return payment?.error ?? null;
  if (queryError !== null && (SERVICE_ERRORS.includes(queryError) || queryError === payment?.error)) return queryError;
  return payment?.error ?? null;
}

/**
 * A payment result page: the spec's texts with the transaction id (and error) from the
 * query, and the payment as the server knows it for that txnid, which decides the outcome
 * shown once it has answered (and vouches for the error text).
 */
export function PaymentOutcomePage({ claimed }: Props) {
  const [query] = useSearchParams();
  const txnid = query.get('txnid');
  const status = useGetPaymentStatusQuery(txnid ?? skipToken);
  const payment = status.data;
  // Without a record (no txnid, unknown, not answered yet) the page keeps the retreat's ways back, the result pages' default frame.
  const retreat = payment ? Boolean(payment.category) : true;
  const outcome = outcomeFor(claimed, payment?.status);
  const corrected = payment !== undefined && outcome !== claimed;
  const error = shownError(query.get('error'), payment, corrected);
  const { title, message } = resultTexts[outcome];
  usePageHead(bookingStepHead(title));

  return (
    <PaymentResult
      outcome={outcome}
      title={title}
      message={message}
      details={[{ label: 'Transaction ID', value: txnid }, ...(outcome === 'failure' ? [{ label: 'Error', value: error }] : [])]}
      record={txnid ? <PaymentRecord status={status} corrected={corrected} /> : undefined}
    >
      {/* A retreat booking returns to the retreat; any other payment (the generic checkout) to the agency's pages. */}
      {outcome === 'failure' ? (
        <Link to={retreat ? paths.retreat : paths.checkout} className={styles.action}>
          <RotateCcw size={18} aria-hidden="true" />
          {texts.payAgain}
        </Link>
      ) : (
        <Link to={retreat ? paths.retreat : AGENCY_HOME} className={styles.action}>
          <ArrowLeft size={18} aria-hidden="true" />
          {retreat ? texts.backToRetreat : texts.backHome}
        </Link>
      )}
    </PaymentResult>
  );
}

interface RecordProps {
  status: ReturnType<typeof useGetPaymentStatusQuery>;
  corrected: boolean;
}

/** The server's record: loading, not found, unavailable (with a retry), or the facts. */
function PaymentRecord({ status, corrected }: RecordProps) {
  if (status.isLoading) {
    return (
      <div className={styles.record} role="status" aria-live="polite">
        <p className={styles.recordNote}>{recordTexts.checking}</p>
      </div>
    );
  }
  if (status.isError || !status.data) {
    const notFound = status.error !== undefined && 'status' in status.error && status.error.status === 404;
    return (
      <div className={styles.record} role="status">
        <p className={styles.recordNote}>{notFound ? recordTexts.notFound : recordTexts.unavailable}</p>
        {!notFound && (
          <p>
            <button type="button" className={styles.secondaryAction} onClick={() => void status.refetch()} disabled={status.isFetching}>
              <RefreshCw size={16} aria-hidden="true" />
              {recordTexts.checkAgain}
            </button>
          </p>
        )}
      </div>
    );
  }
  return <RecordFacts payment={status.data} corrected={corrected} />;
}

function RecordFacts({ payment, corrected }: { payment: PaymentStatusResponse; corrected: boolean }) {
  const rows = [
    {
      label: 'Status',
      value: <span className={`${styles.statusBadge} ${styles[`status-${payment.status}`]}`}>{statusLabels[payment.status]}</span>,
    },
    { label: 'Amount', value: formatRupees(payment.amount) },
    ...(payment.category ? [{ label: 'Room', value: payment.category }] : [{ label: 'Product', value: payment.productinfo }]),
    ...(payment.members !== undefined ? [{ label: 'Guests', value: String(payment.members) }] : []),
  ];
  return (
    <div className={styles.record} role="status" aria-live="polite">
      {corrected && <p className={styles.notice}>{recordTexts.corrected}</p>}
      <h2 className={styles.recordTitle}>{recordTexts.title}</h2>
      <dl>
        {rows.map((row) => (
          <div key={row.label} className={styles.detail}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
