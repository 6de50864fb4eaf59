/**
 * The lead work on each database: notes (author, time, kept, editable by their author
 * for 15 minutes), the history of claims, status changes and reassignments, follow-up dates
 * and the overdue view, search and date filters, an administrator's reassignment, possible
 * repeats, and the lists' ETag changing with each of these (and still 304 when nothing did).
 */
import { LEAD_MESSAGES, LEAD_WORK_MESSAGES, type LeadActivity, PUBLIC_HANDLER, type Role } from '@agency/contracts';
import { AUDIT_TABLE } from '@agency/service-common/audit';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { countFollowUpsDue } from '../src/follow-ups';
import { indiaDay } from '../src/lead-keys';
import {
  buildLeadsService,
  callback,
  fullForm,
  heldBy,
  idsOf,
  type LeadsHarness,
  LIST,
  pool,
  quickContact,
  UPDATE,
} from './support/harness';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe.each(testDatabaseKinds())('lead work on %s', (kind) => {
  let service: LeadsHarness;
  beforeAll(async () => {
    service = await buildLeadsService(kind);
    // Ravi is the reassignments' target throughout: an account of the auth service from the start.
    service.token('ravi');
    await service.settled();
  });
  afterAll(() => service.close());

  const as = (username: string, role: Role = 'employee') => service.token(username, role);
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, payload?: object) => {
    return service.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
  };
  // service.get/post open the harness's sessions first; PUT goes through them too.
  const put = async (url: string, token: string, payload: object) => {
    await service.get('/api/requests/data?limit=1', token);
    return send('PUT', url, token, payload);
  };
  const activity = async (id: number, token = as('meera')) => {
    const res = await service.get(`/api/requests/${id}/activity`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as LeadActivity;
  };
  const fresh = async (payload: object = callback) => {
    service.advance(1000);
    return service.submitted(payload);
  };
  const held = async (username: string, payload: object = callback) => {
    const id = await fresh(payload);
    expect((await service.post(UPDATE.handleby, as(username), { id, handleby: username })).statusCode).toBe(200);
    return id;
  };
  const expectError = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
    expect([res.statusCode, res.json()]).toEqual([status, expect.objectContaining({ statusCode: status, message })]);
  };
  const note = (id: number, token: string, text: string) => service.post(`/api/requests/${id}/notes`, token, { text });

  describe('notes', () => {
    it('records the author and time, keeps every note, oldest first', async () => {
      const id = await held('meera');
      const first = await note(id, as('meera'), 'Called, no answer. Will try after 6 pm.');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        message: LEAD_WORK_MESSAGES.noteAdded,
        data: expect.objectContaining({
          requestId: id,
          author: { id: service.accountOf('meera'), username: 'meera' },
          text: 'Called, no answer. Will try after 6 pm.',
          createdAt: new Date(service.now()).toISOString(),
          editableUntil: new Date(service.now() + 15 * MINUTE).toISOString(),
        }),
      });
      service.advance(MINUTE);
      // Any staff member may add one, on any request (a manager passing on what the client said).
      expect((await note(id, as('priya', 'manager'), '  Client prefers WhatsApp.  ')).statusCode).toBe(200);
      const { notes } = await activity(id);
      expect(notes.map((n) => [n.author.username, n.text])).toEqual([
        ['meera', 'Called, no answer. Will try after 6 pm.'],
        ['priya', 'Client prefers WhatsApp.'],
      ]);
    });

    it('refuses an empty, blank, too long or invisible-character note with a clear message, storing nothing', async () => {
      const id = await fresh();
      for (const [text, message] of [
        ['', LEAD_WORK_MESSAGES.noteRequired],
        ['   ', LEAD_WORK_MESSAGES.noteRequired],
        ['x'.repeat(2001), LEAD_WORK_MESSAGES.noteTooLong],
        ['call\u202Eback', LEAD_WORK_MESSAGES.noteInvisible],
      ] as const) {
        const res = await note(id, as('meera'), text);
        expect([res.statusCode, JSON.stringify(res.json())]).toEqual([400, expect.stringContaining(message)]);
      }
      expect((await activity(id)).notes).toEqual([]);
      expectError(await note(987654, as('meera'), 'hello'), 404, LEAD_MESSAGES.notFound);
      expect((await send('POST', `/api/requests/${id}/notes`, undefined, { text: 'hello' })).statusCode).toBe(401);
    });

    it('lets the author correct a note within 15 minutes, nobody else, and nobody after', async () => {
      const id = await fresh();
      const written = (await note(id, as('meera'), 'Budget 2 lakh')).json().data;
      const url = `/api/requests/${id}/notes/${written.id}`;
      service.advance(10 * MINUTE);
      const edited = await put(url, as('meera'), { text: 'Budget 2.5 lakh' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({
        message: LEAD_WORK_MESSAGES.noteEdited,
        data: expect.objectContaining({ text: 'Budget 2.5 lakh', editedAt: new Date(service.now()).toISOString() }),
      });
      for (const role of ['employee', 'admin'] as const)
        expectError(await put(url, as('ravi', role), { text: 'mine now' }), 403, LEAD_WORK_MESSAGES.notYourNote);
      service.advance(5 * MINUTE + 1);
      expectError(await put(url, as('meera'), { text: 'Budget 3 lakh' }), 409, LEAD_WORK_MESSAGES.noteWindowPassed);
      expect((await activity(id)).notes.map((n) => n.text)).toEqual(['Budget 2.5 lakh']);
      // A note of another request is not this request's.
      const other = await fresh();
      expectError(
        await put(`/api/requests/${other}/notes/${written.id}`, as('meera'), { text: 'x' }),
        404,
        LEAD_WORK_MESSAGES.noteNotFound,
      );
    });
  });

  describe('history', () => {
    it('records every claim, status change, reject and reassignment with who, when, from and to', async () => {
      const id = await fresh();
      const claimedAt = service.now() + 1000;
      service.advance(1000);
      await service.post(UPDATE.handleby, as('meera'), { id, handleby: 'meera' });
      service.advance(1000);
      await service.post(UPDATE.status, as('meera'), { id, status: 'Confirm' });
      service.advance(1000);
      expect(
        (
          await service.post(`/api/requests/${id}/reassign`, as('chief', 'admin'), {
            to: { id: service.accountOf('ravi'), username: 'ravi' },
          })
        ).statusCode,
      ).toBe(200);
      service.advance(1000);
      await service.post(UPDATE.handleby, as('ravi'), { id, handleby: PUBLIC_HANDLER });
      // Changing nothing (claiming one's own, confirming the confirmed) records nothing.
      await service.post(UPDATE.handleby, as('ravi'), { id, handleby: PUBLIC_HANDLER });
      const { history } = await activity(id);
      expect(history.map(({ kind, actor, from, to }) => [kind, actor.username, from, to])).toEqual([
        ['claim', 'meera', PUBLIC_HANDLER, 'meera'],
        ['status', 'meera', 'Active', 'Confirm'],
        ['reassign', 'chief', 'meera', 'ravi'],
        ['reject', 'ravi', 'ravi', PUBLIC_HANDLER],
      ]);
      expect(history[0].at).toBe(new Date(claimedAt).toISOString());
      expect(history[0].actor.id).toBe(service.accountOf('meera'));
    });

    it('answers 404 for the activity of a request that does not exist, 401 without a token', async () => {
      expectError(await service.get('/api/requests/987654/activity', as('meera')), 404, LEAD_MESSAGES.notFound);
      expect((await service.get('/api/requests/1/activity')).statusCode).toBe(401);
    });
  });

  describe('follow-ups', () => {
    const followUp = (id: number, token: string, date: string | null) => put(`/api/requests/${id}/follow-up`, token, { date });

    it('lets the holder set and clear a follow-up day; an administrator too; nobody else', async () => {
      const id = await held('meera');
      const day = indiaDay(service.now() + 2 * DAY);
      const res = await followUp(id, as('meera'), day);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: LEAD_WORK_MESSAGES.followUpSet, data: expect.objectContaining({ id, followUp: day }) });
      for (const role of ['employee', 'manager', 'user'] as const)
        expectError(await followUp(id, as('ravi', role), day), 403, LEAD_MESSAGES.notYours);
      expect((await followUp(id, as('chief', 'admin'), indiaDay(service.now()))).statusCode).toBe(200);
      const cleared = await followUp(id, as('meera'), null);
      expect([cleared.json().message, cleared.json().data.followUp]).toEqual([LEAD_WORK_MESSAGES.followUpCleared, undefined]);
      expect((await service.row(id)).follow_up_on).toBeNull();
    });

    it('refuses a day that is not real, in the past, or on a deleted request', async () => {
      const id = await held('meera');
      for (const date of ['2031-02-30', 'tomorrow', '2031-1-05']) expect((await followUp(id, as('meera'), date)).statusCode).toBe(400);
      expectError(await followUp(id, as('meera'), indiaDay(service.now() - DAY)), 400, LEAD_WORK_MESSAGES.followUpPast);
      await service.post(UPDATE.status, as('meera'), { id, status: 'Deleted' });
      expectError(await followUp(id, as('meera'), indiaDay(service.now() + DAY)), 409, LEAD_WORK_MESSAGES.followUpOnDeleted);
    });

    it('lists open requests whose follow-up day has passed as overdue, and counts the follow-ups due', async () => {
      const late = await held('asha');
      const today = await held('asha');
      const confirmed = await held('asha');
      const later = await held('asha');
      await followUp(late, as('asha'), indiaDay(service.now()));
      await followUp(confirmed, as('asha'), indiaDay(service.now()));
      await service.post(UPDATE.status, as('asha'), { id: confirmed, status: 'Confirm' });
      service.advance(DAY);
      await followUp(today, as('asha'), indiaDay(service.now()));
      await followUp(later, as('asha'), indiaDay(service.now() + 3 * DAY));
      const overdue = await service.get(`${heldBy('asha')}&overdue=true`, as('asha'));
      expect(idsOf(overdue)).toEqual([late]);
      expect(idsOf(await service.get(`${LIST.all}?overdue=true`, as('chief', 'admin')))).toContain(late);
      expect(await countFollowUpsDue(service.db, indiaDay(service.now()), service.accountOf('asha'))).toBe(2);
      expect(await countFollowUpsDue(service.db, indiaDay(service.now() + 3 * DAY), service.accountOf('asha'))).toBe(3);
    });
  });

  describe('reassignment', () => {
    const reassignAs = (token: string, id: number, to: { id: number; username: string }) =>
      service.post(`/api/requests/${id}/reassign`, token, { to });
    const ravi = () => ({ id: service.accountOf('ravi'), username: 'ravi' });

    it("moves a claimed request into the other person's own list (by account id)", async () => {
      const id = await held('meera');
      const res = await reassignAs(as('chief', 'admin'), id, ravi());
      expect(res.json()).toEqual({
        message: LEAD_WORK_MESSAGES.reassigned,
        data: expect.objectContaining({ id, handleby: 'ravi', handleby_id: service.accountOf('ravi') }),
      });
      expect(idsOf(await service.get(heldBy('ravi'), as('ravi')))).toContain(id);
      expect(idsOf(await service.get(heldBy('meera'), as('meera')))).not.toContain(id);
      // Ravi now works it as his own.
      expect((await service.post(UPDATE.status, as('ravi'), { id, status: 'Confirm' })).statusCode).toBe(200);
      const audit = await service.db(AUDIT_TABLE).where({ action: 'lead.reassign', target: String(id) });
      expect(audit).toHaveLength(1);
    });

    it('lets a manager, the team lead, reassign too', async () => {
      const id = await held('meera');
      const res = await reassignAs(as('lata', 'manager'), id, ravi());
      expect(res.statusCode).toBe(200);
      expect(await service.row(id)).toMatchObject({ handled_by: 'ravi', handled_by_id: service.accountOf('ravi') });
    });

    it("records the account's own username: one sent for another account is refused (400), an id alone is enough", async () => {
      const id = await held('meera');
      as('ravi');
      expectError(
        await reassignAs(as('chief', 'admin'), id, { id: service.accountOf('ravi'), username: 'meera' }),
        400,
        LEAD_WORK_MESSAGES.reassignNameMismatch,
      );
      expect((await service.row(id)).handled_by).toBe('meera');
      const res = await service.post(`/api/requests/${id}/reassign`, as('chief', 'admin'), { to: { id: service.accountOf('ravi') } });
      expect(res.statusCode).toBe(200);
      expect(await service.row(id)).toMatchObject({ handled_by: 'ravi', handled_by_id: service.accountOf('ravi') });
    });

    it('refuses an id that names no account, or a suspended one (404), changing nothing', async () => {
      const id = await held('meera');
      expectError(await reassignAs(as('chief', 'admin'), id, { id: 987_654, username: 'ghost' }), 404, LEAD_WORK_MESSAGES.reassignUnknown);
      as('sunil');
      await service.settled();
      await service
        .db('users')
        .where({ id: service.accountOf('sunil') })
        .update({ suspended_at: service.now() });
      expectError(
        await reassignAs(as('chief', 'admin'), id, { id: service.accountOf('sunil'), username: 'sunil' }),
        404,
        LEAD_WORK_MESSAGES.reassignUnknown,
      );
      expect(await service.row(id)).toMatchObject({ handled_by: 'meera', handled_by_id: service.accountOf('meera') });
    });

    it.each(['employee', 'user'] as const)('refuses a %s (403), changing nothing', async (role) => {
      const id = await held('meera');
      expect((await reassignAs(as('ravi', role), id, ravi())).statusCode).toBe(403);
      expect((await service.row(id)).handled_by).toBe('meera');
    });

    it('refuses a request in the pool or deleted (409), and a target that is not a person (400)', async () => {
      const inPool = await fresh();
      expectError(await reassignAs(as('chief', 'admin'), inPool, ravi()), 409, LEAD_WORK_MESSAGES.reassignPool);
      const id = await held('meera');
      expectError(await reassignAs(as('chief', 'admin'), id, { id: 5, username: PUBLIC_HANDLER }), 400, LEAD_WORK_MESSAGES.reassignTarget);
      expect((await service.post(`/api/requests/${id}/reassign`, as('chief', 'admin'), { to: { username: 'ravi' } })).statusCode).toBe(400);
      await service.post(UPDATE.status, as('meera'), { id, status: 'Deleted' });
      expectError(await reassignAs(as('chief', 'admin'), id, ravi()), 409, LEAD_MESSAGES.deletedIsFinal);
    });
  });

  describe('search and date filters', () => {
    let rohan: number;
    let asha: number;
    let meera: number;
    beforeAll(async () => {
      service.advance(40 * DAY);
      rohan = await fresh(fullForm);
      asha = await fresh({ ...quickContact, Emailaddress: 'Asha.Search@Example.in', PhoneNumber: '+91 91234 56789' });
      service.advance(DAY);
      meera = await fresh({ ...callback, Firstname: 'Meera 100%', PhoneNumber: '022-4455-6677' });
    });
    const search = async (q: string, url: string = LIST.all) =>
      idsOf(await service.get(`${url}${url.includes('?') ? '&' : '?'}q=${encodeURIComponent(q)}`, as('chief', 'admin')));

    it('finds a request by its phone however it is written', async () => {
      for (const q of ['91234 56789', '9123456789', '+91-91234-56789', '91234']) expect(await search(q)).toEqual([asha]);
      expect(await search('4455 6677')).toEqual([meera]);
    });

    it('finds by name (every word), e-mail and destination, whatever the letter case', async () => {
      expect(await search('rohan IYER')).toContain(rohan);
      expect(await search('asha.search@example')).toEqual([asha]);
      expect(await search('bali')).toContain(rohan);
      expect(await search('bali')).not.toContain(asha);
      // Wildcards are letters like any other.
      expect(await search('100%')).toEqual([meera]);
      expect(await search('%')).toEqual([meera]);
      expect(await search('nobody-by-this-name')).toEqual([]);
    });

    it('searches within the tab: the pool, and the confirmed list', async () => {
      expect(await search('9123456789', pool)).toEqual([asha]);
      expect(await search('9123456789', LIST.confirmed)).toEqual([]);
    });

    it('filters by the day of receipt in India time, both days included', async () => {
      const dayOf = (id: number) => service.row(id).then((row) => indiaDay(Number(row.created_at)));
      const first = await dayOf(asha);
      const second = await dayOf(meera);
      const within = async (from: string, to: string) =>
        idsOf(await service.get(`${LIST.all}?from=${from}&to=${to}&limit=100`, as('chief', 'admin')));
      expect(await within(first, first)).toEqual(expect.arrayContaining([rohan, asha]));
      expect(await within(first, first)).not.toContain(meera);
      expect(await within(second, second)).toEqual([meera]);
      expect(await within(first, second)).toEqual([meera, asha, rohan]);
    });

    it('refuses a date that is not real, and a range that ends before it starts (400)', async () => {
      expectError(await service.get(`${LIST.all}?from=2025-02-30`, as('meera')), 400, `from: ${LEAD_WORK_MESSAGES.badDay}`);
      expectError(await service.get(`${LIST.all}?from=2025-03-02&to=2025-03-01`, as('meera')), 400, LEAD_WORK_MESSAGES.badDateRange);
      expect((await service.get(`${LIST.all}?from=yesterday`, as('meera'))).statusCode).toBe(400);
    });
  });

  describe('possible repeats', () => {
    it('marks requests with the same phone or e-mail within 30 days, both ways, and names what matched', async () => {
      service.advance(60 * DAY);
      const first = await fresh({ ...callback, PhoneNumber: '+91 99000 11122', Emailaddress: 'first.repeat@example.in' });
      service.advance(29 * DAY);
      const again = await fresh({ ...quickContact, PhoneNumber: '099000 11122', Emailaddress: 'other.repeat@example.in' });
      service.advance(2 * DAY);
      const byEmail = await fresh({ ...callback, PhoneNumber: '080 1111 2222', Emailaddress: 'OTHER.repeat@example.in' });
      service.advance(40 * DAY);
      const tooLate = await fresh({ ...callback, PhoneNumber: '99000 11122', Emailaddress: 'late.repeat@example.in' });
      const page = (await service.get(`${LIST.all}?limit=10`, as('chief', 'admin'))).json() as { id: number; repeatOf?: number[] }[];
      const repeatsOf = (id: number) => page.find((lead) => lead.id === id)?.repeatOf;
      expect(repeatsOf(first)).toEqual([again]);
      expect(repeatsOf(again)).toEqual([byEmail, first]);
      expect(repeatsOf(byEmail)).toEqual([again]);
      expect(repeatsOf(tooLate)).toBeUndefined();
      const { repeats } = await activity(again);
      expect(repeats.map((r) => [r.lead.id, r.matchedOn])).toEqual([
        [byEmail, ['email']],
        [first, ['phone']],
      ]);
    });
  });

  describe('polling', () => {
    it('changes the lists’ ETag with a note, a follow-up and a reassignment, and answers 304 while nothing changes', async () => {
      const admin = as('chief', 'admin');
      const id = await held('meera');
      const tagOf = async () => String((await service.get(LIST.all, admin)).headers.etag);
      let tag = await tagOf();
      expect((await service.get(LIST.all, admin, { 'if-none-match': tag })).statusCode).toBe(304);
      const steps = [
        () => note(id, as('meera'), 'Sent the itinerary'),
        () => put(`/api/requests/${id}/follow-up`, as('meera'), { date: indiaDay(service.now() + DAY) }),
        () => service.post(`/api/requests/${id}/reassign`, admin, { to: { id: service.accountOf('ravi'), username: 'ravi' } }),
      ];
      for (const step of steps) {
        expect((await step()).statusCode).toBe(200);
        const res = await service.get(LIST.all, admin, { 'if-none-match': tag });
        expect(res.statusCode).toBe(200);
        tag = String(res.headers.etag);
        expect((await service.get(LIST.all, admin, { 'if-none-match': tag })).statusCode).toBe(304);
      }
      // Each filter has its own tag.
      const searched = await service.get(`${LIST.all}?q=meera`, admin);
      expect(searched.headers.etag).not.toBe(tag);
      expect((await service.get(`${LIST.all}?q=meera`, admin, { 'if-none-match': String(searched.headers.etag) })).statusCode).toBe(304);
    });

    it('gives the overdue view a new tag when the day changes, though no request did', async () => {
      const admin = as('chief', 'admin');
      const first = await service.get(`${LIST.all}?overdue=true`, admin);
      service.advance(DAY);
      expect((await service.get(`${LIST.all}?overdue=true`, admin, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
    });
  });
});
