/**
 * The lead pipeline on each database (the staff spec's states and transitions): claim, reject, confirm, delete; who may
 * change which request (its holder, or an administrator); the answers when the request is
 * gone, deleted, or someone else's; and bad bodies refused with the contract's messages.
 */
import { LEAD_MESSAGES, PUBLIC_HANDLER, type Role, updateHandlebyRequest, updateStatusRequest } from '@agency/contracts';
import { testDatabaseKinds } from '@agency/test-kit/services';
import { buildLeadsService, callback, heldBy, idsOf, type LeadsHarness, LIST, pool, UPDATE } from './support/harness';

describe.each(testDatabaseKinds())('working leads on %s', (kind) => {
  let service: LeadsHarness;
  beforeAll(async () => {
    service = await buildLeadsService(kind);
  });
  afterAll(() => service.close());

  const as = (username: string, role: Role = 'employee') => service.token(username, role);
  const claimAs = (username: string, id: number, role: Role = 'employee') =>
    service.post(UPDATE.handleby, as(username, role), { id, handleby: username });
  const rejectAs = (username: string, id: number, role: Role = 'employee') =>
    service.post(UPDATE.handleby, as(username, role), { id, handleby: PUBLIC_HANDLER });
  const statusAs = (username: string, id: number, status: string, role: Role = 'employee') =>
    service.post(UPDATE.status, as(username, role), { id, status });
  const fresh = () => {
    service.advance(1000);
    return service.submitted(callback);
  };
  const held = async (username: string) => {
    const id = await fresh();
    expect((await claimAs(username, id)).statusCode).toBe(200);
    return id;
  };
  const expectError = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
    expect([res.statusCode, res.json()]).toEqual([status, expect.objectContaining({ statusCode: status, message })]);
  };

  describe('claim', () => {
    it('takes a request out of the pool into the employee’s own list, answering it as it now is', async () => {
      const id = await fresh();
      service.advance(5000);
      const res = await claimAs('meera', id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: LEAD_MESSAGES.claimed,
        data: expect.objectContaining({ id, handleby: 'meera', Status: 'Active', Firstname: 'Meera' }),
      });
      expect(idsOf(await service.get(pool, as('meera')))).not.toContain(id);
      expect(idsOf(await service.get(heldBy('meera'), as('meera')))).toContain(id);
      expect(await service.row(id)).toMatchObject({ handled_by: 'meera', version: 1, updated_at: service.now() });
    });

    it('answers 409 to a second employee, leaving the request with the first', async () => {
      const id = await held('meera');
      expectError(await claimAs('ravi', id), 409, LEAD_MESSAGES.alreadyClaimed);
      expect((await service.row(id)).handled_by).toBe('meera');
    });

    it('changes nothing when the holder claims it again (a double click)', async () => {
      const id = await held('meera');
      const res = await claimAs('meera', id);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.handleby).toBe('meera');
      expect((await service.row(id)).version).toBe(1);
    });

    it('refuses a handleby naming somebody else: nobody assigns work to another here (403)', async () => {
      const id = await fresh();
      for (const role of ['employee', 'admin'] as const) {
        expectError(
          await service.post(UPDATE.handleby, as('meera', role), { id, handleby: 'ravi' }),
          403,
          LEAD_MESSAGES.claimForYourselfOnly,
        );
        // Usernames are compared exactly as the token carries them.
        expectError(
          await service.post(UPDATE.handleby, as('meera', role), { id, handleby: 'Meera' }),
          403,
          LEAD_MESSAGES.claimForYourselfOnly,
        );
      }
      expect((await service.row(id)).handled_by).toBe(PUBLIC_HANDLER);
    });

    it('lets every role claim for itself', async () => {
      for (const role of ['admin', 'manager', 'employee', 'user'] as const) {
        const id = await fresh();
        expect((await claimAs(`a-${role}`, id, role)).statusCode).toBe(200);
      }
    });

    it('answers 404 for a request that does not exist', async () => {
      expectError(await claimAs('meera', 987654), 404, LEAD_MESSAGES.notFound);
    });
  });

  describe('reject', () => {
    it('hands the holder’s request back to the pool', async () => {
      const id = await held('meera');
      const res = await rejectAs('meera', id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: LEAD_MESSAGES.returned, data: expect.objectContaining({ id, handleby: PUBLIC_HANDLER }) });
      expect(idsOf(await service.get(heldBy('meera'), as('meera')))).not.toContain(id);
      expect(idsOf(await service.get(pool, as('meera')))).toContain(id);
      // Back in the pool, anyone may claim it.
      expect((await claimAs('ravi', id)).statusCode).toBe(200);
    });

    it.each(['employee', 'manager', 'user'] as const)(
      'refuses a %s who does not hold the request (403), changing nothing',
      async (role) => {
        const id = await held('meera');
        expectError(await rejectAs('ravi', id, role), 403, LEAD_MESSAGES.notYours);
        expect((await service.row(id)).handled_by).toBe('meera');
      },
    );

    it("lets an administrator hand anybody's request back", async () => {
      const id = await held('meera');
      expect((await rejectAs('chief', id, 'admin')).json().data.handleby).toBe(PUBLIC_HANDLER);
    });

    it('changes nothing for a request already in the pool', async () => {
      const id = await fresh();
      const res = await rejectAs('meera', id);
      expect(res.statusCode).toBe(200);
      expect((await service.row(id)).version).toBe(0);
    });

    it('hands back a confirmed request too (it stays confirmed)', async () => {
      const id = await held('meera');
      expect((await statusAs('meera', id, 'Confirm')).statusCode).toBe(200);
      expect((await rejectAs('meera', id)).json().data).toMatchObject({ handleby: PUBLIC_HANDLER, Status: 'Confirm' });
    });
  });

  describe('confirm and delete', () => {
    it('confirms the holder’s request in place: it stays in their list and shows under Confirmed', async () => {
      const id = await held('meera');
      const res = await statusAs('meera', id, 'Confirm');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: LEAD_MESSAGES.confirmed,
        data: expect.objectContaining({ id, Status: 'Confirm', handleby: 'meera' }),
      });
      expect(idsOf(await service.get(heldBy('meera'), as('meera')))).toContain(id);
      expect(idsOf(await service.get(LIST.confirmed, as('meera')))).toContain(id);
    });

    it('deletes the holder’s request: it leaves every list but Deleted', async () => {
      const id = await held('meera');
      const res = await statusAs('meera', id, 'Deleted');
      expect(res.json()).toEqual({ message: LEAD_MESSAGES.deleted, data: expect.objectContaining({ id, Status: 'Deleted' }) });
      for (const url of [LIST.all, heldBy('meera'), LIST.confirmed]) expect(idsOf(await service.get(url, as('meera')))).not.toContain(id);
      expect(idsOf(await service.get(LIST.deleted, as('meera')))).toContain(id);
    });

    it('deletes a confirmed request', async () => {
      const id = await held('meera');
      await statusAs('meera', id, 'Confirm');
      expect((await statusAs('meera', id, 'Deleted')).json().data.Status).toBe('Deleted');
      expect(idsOf(await service.get(LIST.confirmed, as('meera')))).not.toContain(id);
    });

    it.each(['employee', 'manager', 'user'] as const)(
      'refuses a %s who does not hold the request (403), changing nothing',
      async (role) => {
        const mine = await held('meera');
        const unassigned = await fresh();
        for (const id of [mine, unassigned]) {
          for (const status of ['Confirm', 'Deleted']) expectError(await statusAs('ravi', id, status, role), 403, LEAD_MESSAGES.notYours);
          expect((await service.row(id)).status).toBe('Active');
        }
      },
    );

    it('lets an administrator confirm or delete any request, held or not', async () => {
      const mine = await held('meera');
      const unassigned = await fresh();
      expect((await statusAs('chief', mine, 'Confirm', 'admin')).json().data).toMatchObject({ Status: 'Confirm', handleby: 'meera' });
      expect((await statusAs('chief', unassigned, 'Deleted', 'admin')).json().data).toMatchObject({
        Status: 'Deleted',
        handleby: PUBLIC_HANDLER,
      });
    });

    it('changes nothing when the status is already the one asked for', async () => {
      const id = await held('meera');
      await statusAs('meera', id, 'Confirm');
      const res = await statusAs('meera', id, 'Confirm');
      expect(res.statusCode).toBe(200);
      expect((await service.row(id)).version).toBe(2);
    });

    it('keeps a deleted request closed: it cannot be confirmed, claimed or handed back (409)', async () => {
      const id = await held('meera');
      await statusAs('meera', id, 'Deleted');
      expectError(await statusAs('meera', id, 'Confirm'), 409, LEAD_MESSAGES.deletedIsFinal);
      expectError(await statusAs('chief', id, 'Confirm', 'admin'), 409, LEAD_MESSAGES.deletedIsFinal);
      expectError(await rejectAs('meera', id), 409, LEAD_MESSAGES.deletedIsFinal);
      const inPool = await fresh();
      await statusAs('chief', inPool, 'Deleted', 'admin');
      expectError(await claimAs('ravi', inPool), 409, LEAD_MESSAGES.deletedIsFinal);
      expect((await statusAs('meera', id, 'Deleted')).statusCode).toBe(200);
      expect(await service.row(id)).toMatchObject({ status: 'Deleted', handled_by: 'meera', version: 2 });
    });

    it('answers 404 for a request that does not exist', async () => {
      expectError(await statusAs('chief', 987654, 'Confirm', 'admin'), 404, LEAD_MESSAGES.notFound);
    });
  });

  describe('bad bodies, refused with the contract messages', () => {
    const statusMessage = updateStatusRequest.properties.status.errorMessage;
    const idMessage = updateStatusRequest.properties.id.errorMessage;
    const cases: [string, string, object, string, string][] = [
      ['update-status without an id', UPDATE.status, { status: 'Confirm' }, 'id', updateStatusRequest.errorMessage.required.id],
      ['update-status with id 0', UPDATE.status, { id: 0, status: 'Confirm' }, 'id', idMessage],
      ['update-status with id "abc"', UPDATE.status, { id: 'abc', status: 'Confirm' }, 'id', idMessage],
      ['update-status without a status', UPDATE.status, { id: 1 }, 'status', updateStatusRequest.errorMessage.required.status],
      ["update-status to 'Active'", UPDATE.status, { id: 1, status: 'Active' }, 'status', statusMessage],
      ["update-status to 'confirm' (another case)", UPDATE.status, { id: 1, status: 'confirm' }, 'status', statusMessage],
      ['update-handleby without an id', UPDATE.handleby, { handleby: 'meera' }, 'id', updateHandlebyRequest.errorMessage.required.id],
      ['update-handleby without handleby', UPDATE.handleby, { id: 1 }, 'handleby', updateHandlebyRequest.errorMessage.required.handleby],
      [
        'update-handleby with an empty handleby',
        UPDATE.handleby,
        { id: 1, handleby: '' },
        'handleby',
        updateHandlebyRequest.properties.handleby.errorMessage,
      ],
    ];
    it.each(cases)('refuses %s', async (_case, url, payload, field, message) => {
      const res = await service.post(url, as('meera'), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    });

    it('refuses unknown fields', async () => {
      const res = await service.post(UPDATE.status, as('meera'), { id: 1, status: 'Confirm', handleby: 'meera' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['handleby']);
    });
  });

  describe('the guard', () => {
    it.each([UPDATE.handleby, UPDATE.status])('answers 401 to %s without a token, before reading the body', async (url) => {
      const res = await service.post(url, undefined, { id: 1, handleby: 'x', status: 'Confirm' });
      expect(res.statusCode).toBe(401);
    });
  });
});
