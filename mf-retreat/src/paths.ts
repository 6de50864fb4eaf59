/** The retreat remote's routes, written once. */
export const paths = {
  retreat: '/the-awakening-retreat',
  paymentSuccess: '/PaymentSuccess',
  paymentFailed: '/PaymentFailed',
} as const;
