import { CircleAlert, RefreshCw } from 'lucide-react';
import kit from '../kit/kit.module.css';
import { BareLayout } from '../layout/BareLayout';
import card from '../layout/card.module.css';
import { VERIFYING } from '../messages';
import styles from './GuardStatus.module.css';

/** 'Verifying authentication...' while a guard waits for the server. */
export function VerifyingPanel() {
  return (
    <BareLayout>
      <section className={card.card} aria-busy="true">
        <p className={styles.verifying} role="status">
          {VERIFYING}
        </p>
      </section>
    </BareLayout>
  );
}

/** The server could not be asked about the token: say so, and let the person try again. */
export function VerifyFailedPanel({ message, detail, onRetry }: { message: string; detail?: string; onRetry: () => void }) {
  return (
    <BareLayout>
      <section className={card.card}>
        <div role="alert" className={styles.failed}>
          <CircleAlert size={28} aria-hidden="true" className={styles.icon} />
          <p className={kit.prompt}>{message}</p>
          {detail && <p className={kit.hint}>{detail}</p>}
        </div>
        <button type="button" className={styles.retry} onClick={onRetry}>
          <RefreshCw size={18} aria-hidden="true" />
          Try again
        </button>
      </section>
    </BareLayout>
  );
}
