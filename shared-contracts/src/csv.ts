/**
 * CSV exports (bookings, leads): one writer, used by the services and the back office alike.
 * RFC 4180 quoting, CRLF line ends, and a byte-order mark so that Excel opens UTF-8 (rupee
 * signs, Hindi names) as UTF-8. A cell that a spreadsheet would read as a formula (it starts
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe: a guest who types
 * `=HYPERLINK(…)` as a name must not be able to run anything on a staff member's machine
 * (OWASP "CSV injection").
 */

/** One column: its heading and how a row gives its cell. */
export interface CsvColumn<Row> {
  heading: string;
  cell: (row: Row) => string | number | boolean | null | undefined;
}

export const CSV_MEDIA_TYPE = 'text/csv; charset=utf-8';
const BYTE_ORDER_MARK = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV text: neutralised if a spreadsheet would evaluate it, quoted when it must be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are data, not formulas, even when negative (a refund of -500 stays a number).
  let text = typeof value === 'number' ? String(value) : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: headings, then one line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.heading)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.cell(row))).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}

/** A file name for a download: `<what>-<YYYY-MM-DD>.csv` in India's time. */
export function csvFileName(what: string, at: Date = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  return `${what}-${day}.csv`;
}
