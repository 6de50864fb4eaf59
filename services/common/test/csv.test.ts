import { csvFileName } from '@agency/contracts';
import { csvCell, csvIndiaTime, csvTextCell, toCsv } from '../src/csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Goa, India')).toBe('"Goa, India"');
    expect(csvCell('the "best" trip')).toBe('"the ""best"" trip"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('keeps a cell a spreadsheet would run as a formula from being one', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    for (const start of ['+91 98', '-2+3', '@SUM(A1)', '\tx']) expect(csvCell(start).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('leaves numbers as numbers, even negative ones, and empty values empty', () => {
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(12500)).toBe('12500');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('writes a header line, one line per row, CRLF ends and a byte-order mark', () => {
    const csv = toCsv(
      [
        { heading: 'Name', cell: (row: { name: string; amount: number }) => row.name },
        { heading: 'Amount (₹)', cell: (row) => row.amount },
      ],
      [
        { name: 'Asha', amount: 42000 },
        { name: '=1+1', amount: 0 },
      ],
    );
    expect(csv).toBe("\uFEFFName,Amount (₹)\r\nAsha,42000\r\n'=1+1,0\r\n");
  });

  it('writes phone numbers so a spreadsheet keeps them as typed, +91 and a leading 0 alike', () => {
    expect(csvTextCell('+91 98123 45678')).toBe('"=""+91 98123 45678"""');
    expect(csvTextCell('09123456789')).toBe('"=""09123456789"""');
    expect(csvTextCell('(022) 2345-6789')).toBe('"=""(022) 2345-6789"""');
    expect(csvTextCell('')).toBe('');
    // Anything that is not plainly a phone number is an ordinary cell, neutralised as ever.
    expect(csvTextCell('+1+cmd|calc')).toBe("'+1+cmd|calc");
    expect(csvTextCell('=1+1')).toBe("'=1+1");
    expect(csvTextCell('0912" & "x')).toBe('"0912"" & ""x"');
    const csv = toCsv(
      [{ heading: 'Phone', cell: (row: { phone: string }) => row.phone, keepsText: true }],
      [{ phone: '0912345678' }, { phone: '@x' }],
    );
    expect(csv).toBe('\uFEFFPhone\r\n"=""0912345678"""\r\n\'@x\r\n');
  });

  it('writes moments in India time, year first', () => {
    expect(csvIndiaTime('2026-11-25T20:00:00Z')).toBe('2026-11-26 01:30');
    expect(csvIndiaTime(Date.UTC(2026, 0, 1, 6, 5))).toBe('2026-01-01 11:35');
  });

  it('names the file by the day in India', () => {
    expect(csvFileName('bookings', new Date('2026-11-25T20:00:00Z'))).toBe('bookings-2026-11-26.csv');
  });
});
