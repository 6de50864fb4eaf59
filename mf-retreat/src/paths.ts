/** The retreat remote's routes, written once. */
export const paths = {
  retreat: '/the-awakening-retreat',
  payForm: '/PayForm',
  checkout: '/PayUCheckout',
  paymentSuccess: '/PaymentSuccess',
  paymentFailed: '/PaymentFailed',
} as const;

/** The id of the retreat page's room section: 'Book Now' in the hero scrolls to it. */
export const ROOMS_SECTION_ID = 'rooms';
