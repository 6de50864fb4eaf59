import { PaymentOutcomePage } from './PaymentOutcomePage';

/** Where the payment service sends the browser after a failed or refused payment. */
export function PaymentFailed() {
  return <PaymentOutcomePage claimed="failure" />;
}
