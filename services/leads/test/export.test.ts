/**
 * The leads CSV export on each database: the whole filtered set of a list (far more than a
 * page, read in batches), every field the visitor sent with the notes, India-time times,
 * phone numbers a spreadsheet keeps as typed, formulas neutralised, and the lists' filters.
 */
import { testDatabaseKinds } from '@agency/test-kit/services';
import { EXPORT_BATCH } from '../src/lead-csv';
import { rowOfEnquiry } from '../src/lead-record';
import { buildLeadsService, callback, fullForm, type LeadsHarness, quickContact, TABLES, UPDATE } from './support/harness';

const EXPORT = '/api/requests/csv';

/** RFC 4180 as the writer writes it: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** The file as records by heading. */
function recordsOf(text: string): Record<string, string>[] {
  const [headings, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(headings.map((heading, i) => [heading, row[i]])));
}

describe.each(testDatabaseKinds())('leads CSV export on %s', (kind) => {
  let service: LeadsHarness;
  let admin: string;
  let ids: { quick: number; full: number; call: number; zero: number; evil: number };

  beforeAll(async () => {
    service = await buildLeadsService(kind);
    admin = service.token('chief', 'admin');
    const submit = async (payload: object) => {
      service.advance(60_000);
      return service.submitted(payload);
    };
    ids = {
      quick: await submit(quickContact),
      full: await submit(fullForm),
      call: await submit(callback),
      zero: await submit({ ...callback, Firstname: 'Kiran', PhoneNumber: '09123456789', Emailaddress: 'kiran@example.in' }),
      evil: await submit({
        ...quickContact,
        Firstname: '=HYPERLINK("http://evil.example","x")',
        Emailaddress: 'evil@example.in',
        PhoneNumber: '+91 98450 99999',
      }),
    };
    const meera = service.token('meera');
    expect((await service.post(UPDATE.handleby, meera, { id: ids.full, handleby: 'meera' })).statusCode).toBe(200);
    expect((await service.post(`/api/requests/${ids.full}/notes`, meera, { text: 'Called, no answer' })).statusCode).toBe(200);
    service.advance(60_000);
    expect(
      (await service.post(`/api/requests/${ids.full}/notes`, admin, { text: 'Prefers "sea view", asks for a callback' })).statusCode,
    ).toBe(200);
    expect((await service.post(UPDATE.handleby, meera, { id: ids.call, handleby: 'meera' })).statusCode).toBe(200);
    expect((await service.post(UPDATE.status, meera, { id: ids.call, status: 'Deleted' })).statusCode).toBe(200);
  });
  afterAll(() => service.close());

  it('downloads every field, the notes and India-time times, newest first', async () => {
    const res = await service.get(EXPORT, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-data-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const records = recordsOf(res.body);
    // Not deleted, newest first.
    expect(records.map((r) => Number(r.Request))).toEqual([ids.evil, ids.zero, ids.full, ids.quick]);
    const full = records.find((r) => Number(r.Request) === ids.full)!;
    const received = new Date((await service.row(ids.full)).created_at);
    const india = new Date(received.getTime() + 330 * 60_000).toISOString();
    expect(full).toMatchObject({
      'Received (India time)': `${india.slice(0, 10)} ${india.slice(11, 16)}`,
      Status: 'Active',
      'Handled by': 'meera',
      'First name': 'Rohan',
      'Last name': 'Iyer',
      'Email address': 'rohan.iyer@example.in',
      'Preferred call time': '9 am to 12pm',
      Deal: 'Enchanting Bali Honeymoon Escape',
      'Package number': '42',
      Destination: 'Bali',
      Class: 'Economy',
      Duration: '7',
      'Travel date': '2025-12-20',
      'Departure airport': 'Bengaluru (BLR)',
      'Adults (12+)': '2',
      'Children (2–12)': '1',
      'Infants (under 2)': '0',
      Source: 'Direct website',
    });
    const notes = full.Notes.split('\n');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} meera: Called, no answer$/);
    expect(notes[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} chief: Prefers "sea view", asks for a callback$/);
    const quick = records.find((r) => Number(r.Request) === ids.quick)!;
    expect(quick['Travel plans']).toBe(quickContact.travelplans);
    expect(quick.Source).toBe('Quick contact pop-up');
  });

  it('writes +91 and leading-0 numbers alike, as text a spreadsheet keeps, and neutralises formulas', async () => {
    const records = recordsOf((await service.get(EXPORT, admin)).body);
    const phoneOf = (id: number) => records.find((r) => Number(r.Request) === id)!['Phone number'];
    expect(phoneOf(ids.quick)).toBe('="+91 98450 12345"');
    expect(phoneOf(ids.zero)).toBe('="09123456789"');
    expect(phoneOf(ids.full)).toBe('="9876543210"');
    expect(records.find((r) => Number(r.Request) === ids.evil)!['First name']).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it("takes the lists and their filters: the pool, one's own, confirmed, deleted, a search, days", async () => {
    const idsOf = async (query: string, token = admin) => {
      const res = await service.get(`${EXPORT}?${query}`, token);
      expect(res.statusCode).toBe(200);
      return recordsOf(res.body).map((r) => Number(r.Request));
    };
    expect(await idsOf('handleby=Public')).toEqual([ids.evil, ids.zero, ids.quick]);
    expect(await idsOf('handleby=meera', service.token('meera'))).toEqual([ids.full]);
    expect(await idsOf('list=deleted')).toEqual([ids.call]);
    expect(await idsOf('list=confirmed')).toEqual([]);
    expect(await idsOf('q=kiran')).toEqual([ids.zero]);
    expect(await idsOf('q=98450')).toEqual([ids.evil, ids.quick]);
    expect(await idsOf('from=2099-01-01')).toEqual([]);
    const deleted = await service.get(`${EXPORT}?list=deleted`, admin);
    expect(deleted.headers['content-disposition']).toMatch(/filename="leads-deleted-/);
  });

  it('refuses bad filters with a clear message, and callers without a token', async () => {
    const backwards = await service.get(`${EXPORT}?from=2025-10-05&to=2025-10-01`, admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The "from" date must not be after the "to" date');
    const unknownList = await service.get(`${EXPORT}?list=everything`, admin);
    expect(unknownList.statusCode).toBe(400);
    expect(unknownList.json().message).toContain('list must be one of data, confirmed, deleted');
    const paged = await service.get(`${EXPORT}?page=2`, admin);
    expect(paged.statusCode).toBe(400);
    expect((await service.get(EXPORT)).statusCode).toBe(401);
  });

  it('is the whole set however long, each request once, read in batches', async () => {
    const extra = EXPORT_BATCH * 2 + 7;
    // Many requests in the same millisecond: the batches resume by id within one time.
    const at = service.now() + 120_000;
    const rows = Array.from({ length: extra }, (_, i) => ({
      ...rowOfEnquiry({ ...fullForm, Firstname: `Bulk ${i}` }, at + Math.floor(i / 3)),
      way: 'Bulk',
    }));
    await service.db.batchInsert(TABLES.requests, rows, 40);
    const res = await service.get(`${EXPORT}?q=bulk`, admin);
    expect(res.statusCode).toBe(200);
    const found = recordsOf(res.body).map((r) => Number(r.Request));
    expect(found).toHaveLength(extra);
    expect(new Set(found).size).toBe(extra);
    const all = recordsOf((await service.get(EXPORT, admin)).body);
    expect(all).toHaveLength(extra + 4);
  });
});
