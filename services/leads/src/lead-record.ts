/**
 * A request as the database holds it (RequestRow) and as the contracts name it (Lead): the
 * column of each field written once here, both ways.
 */
import { type EnquiryRequest, type Lead, PUBLIC_HANDLER } from '@agency/contracts';
import type { RequestRow } from './db/rows';
import { emailKey, phoneKey } from './lead-keys';

/** Each field a visitor may send, and its column. handleby and Status are not here: the server sets them. */
const ENQUIRY_COLUMNS = {
  Firstname: 'first_name',
  Lastname: 'last_name',
  Emailaddress: 'email',
  PhoneNumber: 'phone',
  Name: 'deal_name',
  Countryname: 'country_name',
  classoffer: 'class_offer',
  Duration: 'duration',
  Date: 'travel_date',
  Airport: 'airport',
  Whoistravelling: 'adults',
  Whoistravellingchildren: 'children',
  WhoistravellingInfants: 'infants',
  travelplans: 'travel_plans',
  calltime: 'call_time',
  way: 'way',
  package_id: 'package_id',
} as const satisfies Partial<Record<keyof EnquiryRequest, keyof RequestRow>>;

type EnquiryField = keyof typeof ENQUIRY_COLUMNS;

/** Fields stored as numbers (MySQL may hand back some integer types as strings). */
const NUMERIC_FIELDS: ReadonlySet<string> = new Set<EnquiryField>([
  'Duration',
  'Whoistravelling',
  'Whoistravellingchildren',
  'WhoistravellingInfants',
  'package_id',
]);

export type NewRequestRow = Omit<RequestRow, 'id'>;

/**
 * The row a validated enquiry becomes: texts trimmed, an empty optional text stored as NULL,
 * unassigned ('Public'), 'Active', stamped with the server's time. Whatever handleby and
 * Status the browser sent are ignored (a visitor cannot assign or confirm their own request).
 */
export function rowOfEnquiry(enquiry: EnquiryRequest, now: number): NewRequestRow {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(ENQUIRY_COLUMNS)) {
    const value = enquiry[field as EnquiryField];
    row[column] = typeof value === 'string' ? value.trim() || null : (value ?? null);
  }
  return {
    ...(row as Omit<NewRequestRow, 'message' | 'handled_by' | 'handled_by_id' | 'status' | 'created_at' | 'updated_at' | 'version'>),
    message: null,
    handled_by: PUBLIC_HANDLER,
    handled_by_id: null,
    status: 'Active',
    created_at: now,
    updated_at: now,
    version: 0,
    // The indexed keys possible repeats and a search by phone read.
    phone_key: phoneKey(enquiry.PhoneNumber),
    email_key: emailKey(enquiry.Emailaddress),
  };
}

/** The request as the staff calls answer it; columns that are NULL are left out (see leadSchema). */
export function leadOfRow(row: RequestRow): Lead {
  const lead: Record<string, unknown> = {
    id: Number(row.id),
    timestamp: new Date(Number(row.created_at)).toISOString(),
    handleby: row.handled_by,
    Status: row.status,
  };
  if (row.handled_by_id !== null && row.handled_by_id !== undefined) lead.handleby_id = Number(row.handled_by_id);
  for (const [field, column] of Object.entries(ENQUIRY_COLUMNS)) {
    const value = row[column];
    if (value !== null && value !== undefined) lead[field] = NUMERIC_FIELDS.has(field) ? Number(value) : value;
  }
  if (row.message !== null) lead.message = row.message;
  if (row.follow_up_on) lead.followUp = row.follow_up_on;
  return lead as Lead;
}
