/**
 * The CSV export of a list (issue 15): exactly the rows on screen (the page, with its
 * filters), written by the contracts' one CSV writer, which quotes and neutralises formulas (a
 * client named `=HYPERLINK(…)` stays text in a spreadsheet).
 */
import { CSV_MEDIA_TYPE, csvFileName, toCsv, type CsvColumn, type Lead } from '@agency/contracts';
import { leadsCsvName } from '../messages';
import { DETAIL_LABELS, receivedAt, sourceWord, statusWord } from './leadFields';

export const LEAD_CSV_COLUMNS: readonly CsvColumn<Lead & { holder: string }>[] = [
  { heading: 'Request', cell: (lead) => lead.id },
  { heading: DETAIL_LABELS.timestamp, cell: (lead) => receivedAt(lead.timestamp) },
  { heading: DETAIL_LABELS.Firstname, cell: (lead) => lead.Firstname },
  { heading: DETAIL_LABELS.Lastname, cell: (lead) => lead.Lastname },
  { heading: DETAIL_LABELS.Emailaddress, cell: (lead) => lead.Emailaddress },
  { heading: DETAIL_LABELS.PhoneNumber, cell: (lead) => lead.PhoneNumber },
  { heading: DETAIL_LABELS.Name, cell: (lead) => lead.Name },
  { heading: DETAIL_LABELS.Countryname, cell: (lead) => lead.Countryname },
  { heading: DETAIL_LABELS.Date, cell: (lead) => lead.Date },
  { heading: DETAIL_LABELS.way, cell: (lead) => sourceWord(lead.way) },
  { heading: DETAIL_LABELS.handleby, cell: (lead) => lead.holder },
  { heading: DETAIL_LABELS.Status, cell: (lead) => statusWord(lead.Status) },
  { heading: 'Follow-up', cell: (lead) => lead.followUp },
  { heading: 'Possible repeat of', cell: (lead) => lead.repeatOf?.join(' ') },
];

/** The file's text for the rows on screen. */
export function leadsCsv(leads: readonly Lead[], holderOf: (lead: Lead) => string): string {
  return toCsv(
    LEAD_CSV_COLUMNS,
    leads.map((lead) => ({ ...lead, holder: holderOf(lead) })),
  );
}

/** Hands the browser the file to save (`leads-account-2026-11-25.csv`). */
export function downloadLeadsCsv(tabId: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: CSV_MEDIA_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(leadsCsvName(tabId));
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
