/** How bookings read on screen: rupees in the Indian grouping, times in India time. */
import { AUDIT_TIME_ZONE } from '@agency/contracts';

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const WHEN = new Intl.DateTimeFormat('en-IN', { timeZone: AUDIT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

export const rupeesText = (amount: number) => RUPEES.format(amount);
export const whenText = (iso: string) => WHEN.format(new Date(iso));
