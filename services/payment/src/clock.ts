/**
 * The payment service's idea of "now", in milliseconds since the epoch. Hold expiry is
 * decided against it, so tests pass a clock they can move instead of waiting 15 minutes.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
