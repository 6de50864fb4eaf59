/**
 * How a request reads on screen: each field's label, the order the details show them in,
 * and the few values that need words (dates, durations, statuses, sources).
 */
import {
  LEAD_FIELD_LABELS,
  LEAD_TIME_ZONE,
  type Lead,
  type LeadStatus,
  leadSourceWord,
  leadStatusWord,
  QUICK_CONTACT_WAY,
} from '@agency/contracts';

/**
 * Ids are not details: the holder's account id is for checks, its name (handleby) is what reads.
 * The follow-up and the possible repeats have sections of their own (./LeadWork.tsx).
 */
type DetailKey = Exclude<keyof Lead, 'id' | 'handleby_id' | 'followUp' | 'repeatOf'>;

/** The Request Details labels, by what each field holds (the CSV export's headings too). */
export const DETAIL_LABELS = LEAD_FIELD_LABELS satisfies Record<DetailKey, string>;

/** The details in reading order, grouped: who, what trip, and where the request stands. */
export const DETAIL_GROUPS: readonly { title: string; keys: readonly DetailKey[] }[] = [
  { title: 'Client', keys: ['Firstname', 'Lastname', 'Emailaddress', 'PhoneNumber', 'calltime'] },
  {
    title: 'Trip',
    keys: [
      'Name',
      'package_id',
      'Countryname',
      'classoffer',
      'Duration',
      'Date',
      'Airport',
      'Whoistravelling',
      'Whoistravellingchildren',
      'WhoistravellingInfants',
      'travelplans',
      'message',
    ],
  },
  { title: 'Request', keys: ['way', 'timestamp', 'handleby', 'Status'] },
];

export const statusWord = leadStatusWord;
export const sourceWord = leadSourceWord;

// India time, like every other time of the back office: staff in one office read one clock.
const RECEIVED = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: LEAD_TIME_ZONE });
const TRAVEL_DATE = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** When the request arrived, in India time ('9 Jul 2025, 3:04 pm'). */
export function receivedAt(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : RECEIVED.format(date);
}

/** A field's value as the details show it, or undefined when the visitor did not give it. */
export function detailValue(lead: Lead, key: DetailKey): string | undefined {
  const value = lead[key];
  if (value === undefined || value === '') return undefined;
  switch (key) {
    case 'Duration':
      return `${value} ${value === 1 ? 'day' : 'days'}`;
    case 'Date': {
      // A calendar day (YYYY-MM-DD), not an instant: formatted in UTC so it never shifts a day.
      const day = new Date(`${String(value)}T00:00:00Z`);
      return Number.isNaN(day.getTime()) ? String(value) : TRAVEL_DATE.format(day);
    }
    case 'timestamp':
      return receivedAt(String(value));
    case 'Status':
      return statusWord(value as LeadStatus);
    case 'way':
      return sourceWord(String(value));
    default:
      return String(value);
  }
}

/** The client's full name as given. */
export const clientName = (lead: Lead): string => [lead.Firstname, lead.Lastname].filter(Boolean).join(' ');

/** One line on what the request is about: the deal, else the destination, else what kind of request. */
export function enquirySummary(lead: Lead): string {
  if (lead.Name) return lead.Name;
  if (lead.Countryname) return lead.Countryname;
  return lead.way === QUICK_CONTACT_WAY ? 'Quick contact' : 'General enquiry';
}
