/**
 * The staff home's enquiry figures (GET /api/requests/overview) on each database:
 * every staff role reads them; today's enquiries and the per-day chart follow India's calendar;
 * "unclaimed" is a request still in the pool more than an hour after it came; follow-ups due are
 * open requests whose follow-up day is today or past.
 */
import { type LeadsOverview, ROLES } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { buildLeadsService, callback, type LeadsHarness, quickContact, UPDATE } from './support/harness';

const OVERVIEW = '/api/requests/overview';
const HOUR = 3_600_000;

describe.each(testDatabaseKinds())("the staff home's enquiry figures on %s", (kind) => {
  let service: LeadsHarness;
  beforeAll(async () => {
    service = await buildLeadsService(kind);
  });
  afterAll(() => service.close());

  const overview = async (role: (typeof ROLES)[number] = 'employee'): Promise<LeadsOverview> => {
    const response = await service.get(OVERVIEW, service.token(`home-${role}`, role));
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('is for staff only, every role', async () => {
    expect((await service.get(OVERVIEW)).statusCode).toBe(401);
    for (const role of ROLES) expect((await overview(role)).perDay).toHaveLength(30);
  });

  it("counts today's enquiries, the ones unclaimed for more than an hour, and enquiries per day", async () => {
    // START is 1 October 2025, 11:30 in India.
    await service.submitted(quickContact);
    const claimed = await service.submitted(callback);
    service.advance(2 * HOUR);
    await service.submitted(quickContact);
    expect((await service.post(UPDATE.handleby, service.token('asha'), { id: claimed, handleby: 'asha' })).statusCode).toBe(200);

    const today = await overview();
    expect(today.newToday).toBe(3);
    // The first is in the pool for two hours; the claimed one and the fresh one are not counted.
    expect(today.unclaimed).toBe(1);
    expect(today.perDay[0]).toEqual({ day: '2025-09-02', count: 0 });
    expect(today.perDay.at(-1)).toEqual({ day: '2025-10-01', count: 3 });

    // 01:30 the next morning in India (20:00 UTC the same day): a new day, both pool requests are old.
    service.advance(12 * HOUR);
    const tomorrow = await overview();
    expect(tomorrow.newToday).toBe(0);
    expect(tomorrow.unclaimed).toBe(2);
    expect(tomorrow.followUpsDue).toBe(0);
    expect(tomorrow.perDay.slice(-2)).toEqual([
      { day: '2025-10-01', count: 3 },
      { day: '2025-10-02', count: 0 },
    ]);
  });

  it('counts the open requests whose follow-up day has come, whoever holds them', async () => {
    const before = (await overview()).followUpsDue;
    const id = await service.submitted(callback);
    const ravi = service.token('ravi');
    // post() waits for the token's session to be written; the PUT below reuses the token.
    expect((await service.post(UPDATE.handleby, ravi, { id, handleby: 'ravi' })).statusCode).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(service.now()));
    const set = await service.app.inject({
      method: 'PUT',
      url: `/api/requests/${id}/follow-up`,
      headers: { authorization: `Bearer ${ravi}` },
      payload: { date: today },
    });
    expect(set.statusCode).toBe(200);
    expect((await overview('manager')).followUpsDue).toBe(before + 1);
    // Still due (overdue) the days after, until the request is closed.
    service.advance(48 * HOUR);
    expect((await overview()).followUpsDue).toBe(before + 1);
  });
});
