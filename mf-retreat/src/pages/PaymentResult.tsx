import { CircleCheck, CircleX, Clock } from '@agency/ui/icons';
import type { ReactNode } from 'react';
import styles from './PaymentResult.module.css';

export type ResultOutcome = 'success' | 'failure' | 'pending';

interface Detail {
  label: string;
  /** Shown as text, never as HTML: these values come straight from the URL. */
  value: string | null;
}

interface Props {
  outcome: ResultOutcome;
  title: string;
  message: string;
  details: readonly Detail[];
  /** What the server knows of the payment, under the details. */
  record?: ReactNode;
  children: ReactNode;
}

const ICONS = { success: CircleCheck, failure: CircleX, pending: Clock } as const;

/** The card both payment result pages share: outcome icon, title, message, details, actions. */
export function PaymentResult({ outcome, title, message, details, record, children }: Props) {
  const Icon = ICONS[outcome];
  const shown = details.filter((detail): detail is { label: string; value: string } => Boolean(detail.value));
  return (
    <section className={`${styles.card} ${styles[outcome]}`} aria-labelledby="payment-result-title">
      <span className={styles.icon}>
        <Icon size={44} aria-hidden="true" />
      </span>
      <h1 id="payment-result-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      {shown.length > 0 && (
        <dl className={styles.details}>
          {shown.map(({ label, value }) => (
            <div key={label} className={styles.detail}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {record}
      <div className={styles.actions}>{children}</div>
    </section>
  );
}
