/** The NOTES under the payment terms of every package (the spec's business constants), in the spec's order. */
export const PAYMENT_NOTES: readonly string[] = [
  'Full payment of the airfare is needed to issue your flight tickets.',
  'Non-refundable services (such as some hotels, rail passes and event tickets) are paid in full at the time of booking.',
  'This payment policy is non-negotiable.',
  'The payment schedule may vary by destination and travel dates in peak season, so please confirm it with your sales agent before booking.',
];

/** The payment terms panel, drawn by the catalogue like every other picture. */
export const PAYMENT_TERMS_ARTWORK = 'payment-terms';
