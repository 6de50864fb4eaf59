/** The site's page where a payment's checkout started: the retreat for a room booking, the generic checkout otherwise. */
import { retreatPaths } from '@agency/site';
import type { PaymentRow } from '../db/rows';

export function checkoutStartPath(payment: Pick<PaymentRow, 'category'> | undefined): string {
  return payment?.category ? retreatPaths.retreat : retreatPaths.checkout;
}
