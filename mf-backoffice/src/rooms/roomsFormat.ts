/** How the rooms screen and the staff home write money, times and a room's change. */
import type { RoomChange } from '@agency/contracts';
import { ROOMS_TEXTS } from '../messages';

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const WHEN = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

export function rupeesText(amount: number): string {
  return RUPEES.format(amount);
}

/** '25 Nov 2026, 8:06 pm' in India's time, whatever the browser's zone. */
export function indiaTimeText(at: number): string {
  return WHEN.format(new Date(at));
}

/** Each changed field as 'Price per person: ₹17,999 → ₹18,999'. */
export function changeLines(change: RoomChange): string[] {
  const fields = ['name', 'pricePerPerson', 'places'] as const;
  const shown = (field: (typeof fields)[number], value: string | number) =>
    field === 'pricePerPerson' ? rupeesText(Number(value)) : String(value);
  return fields
    .filter((field) => change.before[field] !== change.after[field])
    .map((field) => `${ROOMS_TEXTS.fieldNames[field]}: ${shown(field, change.before[field])} → ${shown(field, change.after[field])}`);
}
