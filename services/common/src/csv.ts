/**
 * CSV exports (bookings, leads): one writer, used by the services that answer the export calls
 * (the call's media type and the download's file name are the contract's: @agency/contracts).
 * RFC 4180 quoting, CRLF line ends, and a byte-order mark so that Excel opens UTF-8 (rupee
 * signs, Hindi names) as UTF-8. A cell that a spreadsheet would read as a formula (it starts
 * with =, +, -, @, a tab or a carriage return) gets a leading apostrophe: a guest who types
 * `=HYPERLINK(…)` as a name must not be able to run anything on a staff member's machine
 * (OWASP "CSV injection").
 *
 * A phone number is the one value that must stay text although it looks like a number: a
 * spreadsheet drops the 0 of `09123…` and takes `+91…` for a formula. A column marked
 * `keepsText` writes such a value as the text formula `="09123 45678"`, which Excel, Google
 * Sheets and Numbers show as the digits themselves (no apostrophe, the same way for `+91` and
 * `0`). Only values of digits, spaces, dashes, dots, brackets and one leading + get that form,
 * so nothing a visitor typed can become a formula; anything else is neutralised as usual.
 */

/** One column: its heading and how a row gives its cell. */
export interface CsvColumn<Row> {
  heading: string;
  cell: (row: Row) => string | number | boolean | null | undefined;
  /** Digits a spreadsheet must keep as typed (a phone number): see the module's comment. */
  keepsText?: boolean;
}

const BYTE_ORDER_MARK = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number as people write it: nothing a formula could do harm with. */
const PHONE_LIKE = /^\+?[0-9(][0-9 ().-]*$/;

/** One cell as CSV text: neutralised if a spreadsheet would evaluate it, quoted when it must be. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  // Numbers are data, not formulas, even when negative (a refund of -500 stays a number).
  let text = typeof value === 'number' ? String(value) : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A value a spreadsheet must show as typed: `="…"` when it is phone-like, else an ordinary (neutralised) cell. */
export function csvTextCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = value.trim();
  return PHONE_LIKE.test(text) ? `"=""${text}"""` : csvCell(value);
}

const cellOf = <Row>(column: CsvColumn<Row>, row: Row): string => {
  const value = column.cell(row);
  return column.keepsText && typeof value === 'string' ? csvTextCell(value) : csvCell(value);
};

/** The first line of a file (the byte-order mark and the headings), for a writer that streams its rows. */
export function csvHeadLine<Row>(columns: readonly CsvColumn<Row>[]): string {
  return `${BYTE_ORDER_MARK}${columns.map((column) => csvCell(column.heading)).join(',')}\r\n`;
}

/** One row's line, with its line end. */
export function csvLine<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  return `${columns.map((column) => cellOf(column, row)).join(',')}\r\n`;
}

/** The whole file: headings, then one line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return csvHeadLine(columns) + rows.map((row) => csvLine(columns, row)).join('');
}

const INDIA_TIME_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as a file's cell: `YYYY-MM-DD HH:MM` in India time, as staff read times on screen;
 * written year first so that no spreadsheet, whatever its locale, swaps day and month.
 */
export function csvIndiaTime(at: number | string | Date): string {
  const parts = Object.fromEntries(INDIA_TIME_PARTS.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
