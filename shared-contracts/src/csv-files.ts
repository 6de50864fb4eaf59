/** The CSV export calls' answer, as the services send it and the back office saves it. */
export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8';

/** A file name for a download: `<what>-<YYYY-MM-DD>.csv` in India's time. */
export function csvFileName(what: string, at: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  return `${what}-${day}.csv`;
}
