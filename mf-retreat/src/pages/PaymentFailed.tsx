import { RotateCcw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../paths';
import { PaymentResult } from './PaymentResult';
import styles from './PaymentResult.module.css';

/** Where the payment service sends the browser after a failed or refused payment. */
export function PaymentFailed() {
  const [query] = useSearchParams();
  return (
    <PaymentResult
      outcome="failure"
      title="Payment Failed"
      message="Your payment was not successful. Please try again."
      details={[
        { label: 'Transaction ID', value: query.get('txnid') },
        { label: 'Error', value: query.get('error') },
      ]}
    >
      <Link to={paths.retreat} className={styles.action}>
        <RotateCcw size={18} aria-hidden="true" />
        Try Again
      </Link>
    </PaymentResult>
  );
}
