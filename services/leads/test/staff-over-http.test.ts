/**
 * Split mode: the leads service asks the auth service over HTTP (GET /api/auth/staff, with the
 * caller's own token) who the active account with an id is, before a reassignment; and refuses
 * with 503, changing nothing, while the auth service cannot be asked.
 */

import { authService } from '@agency/auth';
import { LEAD_WORK_MESSAGES } from '@agency/contracts';
import { createServer, servicePlugin } from '@agency/service-common';
import { testDatabaseKinds } from '@agency/test-kit/services';
import type { FastifyInstance } from 'fastify';
import { staffOverHttp } from '../src';
import { buildLeadsService, callback, type LeadsHarness, UPDATE } from './support/harness';

describe.each(testDatabaseKinds())('reassignment with the auth service over HTTP on %s', (kind) => {
  let service: LeadsHarness;
  let auth: FastifyInstance;

  beforeAll(async () => {
    // The auth service as a process of its own, on the same database (the staff sessions are
    // shared); it listens once the database exists, so its address is read at each call.
    let url = '';
    service = await buildLeadsService(kind, {
      staff: (options) => ({ activeMember: (id, authorization) => staffOverHttp(url)(options).activeMember(id, authorization) }),
    });
    auth = createServer({ logger: false });
    await auth.register(servicePlugin(authService), { db: service.db, config: service.config });
    url = await auth.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await auth.close();
    await service.close();
  });

  const held = async () => {
    service.advance(1000);
    const id = await service.submitted(callback);
    expect((await service.post(UPDATE.handleby, service.token('meera'), { id, handleby: 'meera' })).statusCode).toBe(200);
    return id;
  };

  it('hands the request to the account the auth service names, and refuses an id it does not know (404)', async () => {
    const id = await held();
    service.token('ravi');
    const manager = service.token('lata', 'manager');
    const res = await service.post(`/api/requests/${id}/reassign`, manager, { to: { id: service.accountOf('ravi') } });
    expect(res.statusCode).toBe(200);
    expect(await service.row(id)).toMatchObject({ handled_by: 'ravi', handled_by_id: service.accountOf('ravi') });
    const unknown = await service.post(`/api/requests/${id}/reassign`, manager, { to: { id: 987_654 } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, LEAD_WORK_MESSAGES.reassignUnknown]);
  });

  it('refuses with 503 while the auth service cannot be asked, changing nothing', async () => {
    const down = await buildLeadsService(kind, { staff: staffOverHttp('http://127.0.0.1:9') });
    try {
      const id = await down.submitted(callback);
      expect((await down.post(UPDATE.handleby, down.token('meera'), { id, handleby: 'meera' })).statusCode).toBe(200);
      down.token('ravi');
      const res = await down.post(`/api/requests/${id}/reassign`, down.token('chief', 'admin'), { to: { id: down.accountOf('ravi') } });
      expect([res.statusCode, res.json().message]).toEqual([503, LEAD_WORK_MESSAGES.staffUnavailable]);
      expect((await down.row(id)).handled_by).toBe('meera');
    } finally {
      await down.close();
    }
  });
});
