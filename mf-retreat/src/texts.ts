/** The retreat remote's interface words that the spec fixes, written once. */
export const texts = {
  bookNow: 'Book Now',
  soldOut: 'Sold Out',
  processing: 'Processing...',
  limitedSpots: 'Limited Spots Available',
  initiationFailed: 'Payment initiation failed',
  /** SoulPod's availability line (spec: 'left only - N'). */
  leftOnly: (count: number) => `left only - ${count}`,
  securedPayments: 'Secured Payments',
  payWithCard: 'Pay with Card',
} as const;
