import status from '@agency/ui/styles/status.module.css';
import { CircleAlert, CircleCheck } from 'lucide-react';
import styles from './Outcome.module.css';

export interface OutcomeMessage {
  tone: 'error' | 'success';
  text: string;
}

/**
 * The result of an action, inline where it happened: an error is an alert (read out at once),
 * a success a polite status. The spec's alert() texts are shown this way, word for word.
 * The live regions stay in the page while empty (taking no room), so that screen readers notice the text arriving.
 */
export function Outcome({ message }: { message: OutcomeMessage | null }) {
  return (
    <div className={styles.regions}>
      <p role="alert" className={message?.tone === 'error' ? `${styles.outcome} ${status.danger}` : styles.empty}>
        {message?.tone === 'error' && (
          <>
            <CircleAlert size={18} aria-hidden="true" />
            <span>{message.text}</span>
          </>
        )}
      </p>
      <p role="status" className={message?.tone === 'success' ? `${styles.outcome} ${status.success}` : styles.empty}>
        {message?.tone === 'success' && (
          <>
            <CircleCheck size={18} aria-hidden="true" />
            <span>{message.text}</span>
          </>
        )}
      </p>
    </div>
  );
}
