/**
 * The leads CSV (issue 15): the rows on screen, in the columns staff read, through the
 * contracts' one CSV writer: a name that starts with `=` cannot become a spreadsheet formula,
 * and commas, quotes and line breaks stay inside their cell.
 */
import type { Lead } from '@agency/contracts';
import { leadsCsv } from './leadCsv';

const lead = (changes: Partial<Lead>): Lead => ({
  id: 41,
  Firstname: 'Asha',
  Emailaddress: 'asha@example.in',
  PhoneNumber: '9876543210',
  way: 'Instagram',
  timestamp: '2026-11-20T04:30:00.000Z',
  handleby: 'ravi',
  Status: 'Active',
  ...changes,
});

const linesOf = (csv: string) => csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

describe('the leads CSV', () => {
  it('has a heading line and one line per row on screen, in order', () => {
    const lines = linesOf(leadsCsv([lead({ id: 2 }), lead({ id: 1, Firstname: 'Meera', followUp: '2026-12-01', repeatOf: [7, 3] })], (l) => l.handleby));
    expect(lines[0]).toBe('Request,Received,First name,Last name,Email address,Phone number,Deal,Destination,Travel date,Source,Handled by,Status,Follow-up,Possible repeat of');
    expect(lines).toHaveLength(3);
    expect(lines[1].startsWith('2,')).toBe(true);
    expect(lines[2]).toMatch(/^1,.*,Meera,,meera|^1,.*,Meera,/);
    expect(lines[2].endsWith(',ravi,Active,2026-12-01,7 3')).toBe(true);
  });

  it('keeps a name starting with = (or +, -, @) as text, never a formula', () => {
    const [, row] = linesOf(leadsCsv([lead({ Firstname: '=HYPERLINK("http://evil.example","x")', Lastname: '+cmd', Name: '@SUM(A1)', Countryname: '-2+3' })], (l) => l.handleby));
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",'+cmd,`);
    expect(row).toContain(`,'@SUM(A1),'-2+3,`);
    expect(row).not.toMatch(/,=/);
  });

  it('quotes commas, quotes and line breaks, and writes the holder as the screen says it', () => {
    const [, row] = linesOf(leadsCsv([lead({ Lastname: 'Rao, Jr.', Name: 'Kerala "God\'s Own"\nCountry' })], () => 'ravi (former employee)'));
    expect(row).toContain(',"Rao, Jr.",');
    expect(row).toContain(`"Kerala ""God's Own""\nCountry"`);
    expect(row).toContain(',ravi (former employee),');
  });
});
