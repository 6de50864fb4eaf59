import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { leadsService } from '../src';

describe.each(testDatabaseKinds())('leads health on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(leadsService, kind);
  });
  afterAll(() => service.close());

  it('answers ok after a round trip to its database', async () => {
    const res = await service.app.inject({ method: 'GET', url: '/api/leads/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ service: 'leads', status: 'ok', database: kind });
  });

  it('answers 503 when its database is gone', async () => {
    const broken = await buildTestService(leadsService, kind);
    await broken.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/api/leads/health' });
    expect(res.statusCode).toBe(503);
    await broken.close();
  });
});
