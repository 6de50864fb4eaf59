import { PaymentOutcomePage } from './PaymentOutcomePage';

/** Where the payment service sends the browser after a verified successful payment. */
export function PaymentSuccess() {
  return <PaymentOutcomePage claimed="success" />;
}
