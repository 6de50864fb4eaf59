import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../paths';
import { PaymentResult } from './PaymentResult';
import styles from './PaymentResult.module.css';

/** Where the payment service sends the browser after a verified successful payment. */
export function PaymentSuccess() {
  const [query] = useSearchParams();
  return (
    <PaymentResult
      outcome="success"
      title="Payment Successful!"
      message="Thank you for your payment. Your booking is confirmed."
      details={[{ label: 'Transaction ID', value: query.get('txnid') }]}
    >
      <Link to={paths.retreat} className={styles.action}>
        <ArrowLeft size={18} aria-hidden="true" />
        Back to the retreat
      </Link>
    </PaymentResult>
  );
}
