import { csvCell, csvFileName, toCsv } from '../src/csv';

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

  it('names the file by the day in India', () => {
    expect(csvFileName('bookings', new Date('2026-11-25T20:00:00Z'))).toBe('bookings-2026-11-26.csv');
  });
});
