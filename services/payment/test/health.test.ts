import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { createPaymentService, paymentService } from '../src';

describe.each(testDatabaseKinds())('payment health on %s', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await buildTestService(paymentService, kind);
  });
  afterAll(() => service.close());

  it('answers ok after a round trip to its database', async () => {
    const res = await service.app.inject({ method: 'GET', url: '/api/payment/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ service: 'payment', status: 'ok', database: kind });
  });

  it('answers 503 when its database is gone', async () => {
    // Nothing else may be using the database when it is destroyed under the service: the refund
    // recovery's start-up pass would wait out the pool's acquire timeout (60 s on MySQL).
    const broken = await buildTestService(createPaymentService({ refundRecoveryIntervalMs: 0 }), kind);
    await broken.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/api/payment/health' });
    expect(res.statusCode).toBe(503);
    await broken.close();
  });
});
