import { CircleAlert, CircleCheck } from '@agency/ui/icons';
import styles from './Form.module.css';
import type { SubmissionStatus } from './useEnquirySubmission';

interface Props {
  status: SubmissionStatus;
  success: string;
  failure: string;
  /** Said after the failure text when the visitor can do something about it. */
  failureDetail?: string;
}

/**
 * The outcome of a send, in the spec's words. Both live regions are always in the page,
 * so screen readers announce the text when it appears: success politely, failure at once.
 */
export function FormOutcome({ status, success, failure, failureDetail }: Props) {
  return (
    <div className={styles.outcomes}>
      <div role="status" aria-live="polite">
        {status === 'success' && (
          <p className={`${styles.outcome} ${styles.success}`}>
            <CircleCheck size={20} aria-hidden="true" />
            {success}
          </p>
        )}
      </div>
      <div role="alert">
        {status === 'failure' && (
          <p className={`${styles.outcome} ${styles.failure}`}>
            <CircleAlert size={20} aria-hidden="true" />
            {failureDetail ? `${/[.!?]$/.test(failure) ? failure : `${failure}.`} ${failureDetail}` : failure}
          </p>
        )}
      </div>
    </div>
  );
}
