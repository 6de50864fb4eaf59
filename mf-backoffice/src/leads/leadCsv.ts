/**
 * The CSV export of a list: the leads service writes the whole filtered set (every page, with
 * the notes and the fields the list does not show; GET /api/requests/csv), so this only says
 * which list and filters, and hands the browser the file it answered.
 */
import type { LeadExportQuery } from '@agency/contracts';
import { saveCsv } from '../kit/saveCsv';
import { leadsCsvName } from '../messages';
import type { LeadListFilters } from './leadsApi';
import type { LeadSource } from './tabs';

const EXPORT_LIST = { list: 'data', confirmed: 'confirmed', deleted: 'deleted' } as const satisfies Record<
  LeadSource['call'],
  LeadExportQuery['list']
>;

/** The export's query for a list and its filters (absent and empty ones are not sent). */
export function exportQueryOf(source: LeadSource, filters: LeadListFilters): LeadExportQuery {
  const asked = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '' && value !== false));
  return { list: EXPORT_LIST[source.call], ...(source.handleby === undefined ? {} : { handleby: source.handleby }), ...asked };
}

/** Hands the browser the file to save (`leads-account-2026-11-25.csv`). */
export function downloadLeadsCsv(tabId: string, text: string): void {
  saveCsv(leadsCsvName(tabId), text);
}
