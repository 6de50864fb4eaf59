/** The words of the payment result pages: the spec's for success and failure, ours for the rest. */
import type { PaymentStatus } from '@agency/contracts';
import type { ResultOutcome } from './PaymentResult';

export const resultTexts: Record<ResultOutcome, { title: string; message: string }> = {
  success: { title: 'Payment Successful!', message: 'Thank you for your payment. Your booking is confirmed.' },
  failure: { title: 'Payment Failed', message: 'Your payment was not successful. Please try again.' },
  pending: {
    title: 'Payment Not Confirmed Yet',
    message:
      'We have not received a confirmation of this payment from the provider. If money has left your account, please contact us before paying again.',
  },
};

/** How the result pages name each stored payment status. */
export const statusLabels: Record<PaymentStatus, string> = {
  success: 'Paid',
  failure: 'Not paid',
  pending: 'Awaiting confirmation',
  expired: 'Hold expired, not paid',
};

export const recordTexts = {
  title: 'Our record of this payment',
  checking: 'Checking this payment with our records…',
  notFound: 'We could not find this transaction in our records.',
  unavailable: 'We could not check this payment just now.',
  checkAgain: 'Check again',
  corrected: 'We checked this payment with our records: this is where it stands.',
} as const;

/**
 * What the page shows once the server has answered: the server's state wins over the
 * page's address (a /PaymentSuccess link for a failed payment shows the failure). A
 * payment still open shows as failed on /PaymentFailed (the attempt failed), and as not
 * confirmed on /PaymentSuccess.
 */
export function outcomeFor(claimed: 'success' | 'failure', status: PaymentStatus | undefined): ResultOutcome {
  switch (status) {
    case undefined:
      return claimed;
    case 'success':
      return 'success';
    case 'failure':
    case 'expired':
      return 'failure';
    case 'pending':
      return claimed === 'failure' ? 'failure' : 'pending';
  }
}
