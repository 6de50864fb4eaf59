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
  /** Over the rooms when the browser runs no scripts: online payment needs them, a callback request does not. */
  bookWithoutScript:
    'Paying online needs JavaScript. Without it, Book Now leads to our callback request: a travel specialist calls you back to book your room.',
  payWithCard: 'Pay with Card',
  /** The booking modal learns that its room sold out (or has too few places left) while the guest fills it in. */
  roomGone: (name: string, unit: 'place' | 'room', left: number, members: number) =>
    left <= 0
      ? `Sold Out: ${name} has just been booked by other guests, so there is no ${unit} left to pay for. Please close this and choose another room.`
      : `Only ${left} ${left === 1 ? 'place' : 'places'} left in ${name}, fewer than your ${members} guests. Please close this and choose fewer guests or another room.`,
  /** Under the booking form: holds cover only a share of a room (RETREAT_HOLD_PERCENT), the rest goes to whoever pays first. */
  holdNote: (what: 'places' | 'room', minutes: number) =>
    `We hold your ${what} for ${minutes} minutes while you pay when we can. If ${what === 'places' ? 'they are' : 'it is'} taken before your payment arrives, we refund you in full automatically.`,
  /** The generic checkout's result pages, in the agency's own frame. */
  backHome: 'Back to the home page',
  payAgain: 'Try Again',
  backToRetreat: 'Back to the retreat',
} as const;
