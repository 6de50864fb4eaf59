/**
 * The proof of work of staff sign-in on each database: a challenge priced by the hashing
 * pool's load; while the open lane is busy (and for BUSY_MEMORY_MS after), an unknown browser
 * must bring an unused solution (400 in words otherwise, before any hashing, counted against
 * its address), a known device never; while it is calm, a sign-in needs none.
 */
import {
  createAjv,
  DEVICE_COOKIE,
  PROOF_OF_WORK_TEXTS,
  type ProofOfWorkChallenge,
  proofOfWorkChallenge,
  TOO_MANY_SIGN_IN_ATTEMPTS,
} from '@agency/contracts';
import { solveProofOfWorkInNode } from '@agency/service-common';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { authService, createAuthRoutes, LOGIN_LIMITS } from '../src';
import { hashingPool } from '../src/hashing-pool';
import { BUSY_MEMORY_MS, CALM_MAX_NUMBER, SIGN_IN_PROOF_EXPIRES_SECONDS } from '../src/sign-in-proof';

const ADMIN = { username: 'chief', password: 'Kerala#Backwaters1' };
const counterOf = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')).solution.counter as number;

describe.each(testDatabaseKinds())('the sign-in proof of work on %s', (kind) => {
  let service: TestService;
  let now = Date.now();
  let chiefDevice: string;
  const limits = { ...LOGIN_LIMITS, perClient: { max: 3, windowMs: 60_000 }, floodHold: { ms: 10, maxHeld: 10 } };
  const pool = hashingPool();
  const challenge = async (): Promise<ProofOfWorkChallenge> => {
    const res = await service.app.inject({ method: 'GET', url: '/api/auth/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(createAjv().validate(proofOfWorkChallenge, body)).toBe(true);
    return body;
  };
  const signIn = (body: object, client: string, device?: string) =>
    service.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      remoteAddress: client,
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });
  /** One sign-in hashing in the open lane, say; and BUSY_MEMORY_MS later the lane is calm again. */
  const busy = () => jest.spyOn(pool, 'openLoad').mockReturnValue(1 / 9);
  afterEach(() => {
    jest.restoreAllMocks();
    now += BUSY_MEMORY_MS;
  });

  beforeAll(async () => {
    service = await buildTestService({ ...authService, routes: createAuthRoutes({ limits, clock: () => now }) }, kind, {
      config: { adminUsername: ADMIN.username, adminPassword: ADMIN.password },
    });
    chiefDevice = (await signIn(ADMIN, '192.0.2.250')).cookies.find((cookie) => cookie.name === DEVICE_COOKIE)!.value;
  });
  afterAll(() => service.close());

  it('asks nothing while hashing is calm, and prices a challenge within the calm bound', async () => {
    expect(pool.openLoad()).toBe(0);
    expect((await signIn(ADMIN, '192.0.2.10')).statusCode).toBe(200);
    expect(counterOf(await solveProofOfWorkInNode(await challenge()))).toBeLessThanOrEqual(CALM_MAX_NUMBER);
  });

  it('asks more work of a challenge handed out while the open lane is full', async () => {
    jest.spyOn(pool, 'openLoad').mockReturnValue(1);
    // Three counters drawn up to 200,000: all within the calm bound by chance once in 8,000 runs.
    const counters: number[] = [];
    for (let i = 0; i < 3; i += 1) counters.push(counterOf(await solveProofOfWorkInNode(await challenge())));
    expect(Math.max(...counters)).toBeGreaterThanOrEqual(CALM_MAX_NUMBER);
  });

  it('while busy, refuses an unknown browser without an unused solution of its own in words, and signs it in with one', async () => {
    busy();
    const derive = jest.spyOn(pool, 'derive');
    const refusedWith = async (res: Awaited<ReturnType<typeof signIn>>, message: string) => {
      expect([res.statusCode, res.json()]).toEqual([400, { statusCode: 400, error: 'Bad Request', message }]);
    };
    await refusedWith(await signIn(ADMIN, '192.0.2.11'), PROOF_OF_WORK_TEXTS.missing);
    await refusedWith(await signIn({ ...ADMIN, proofOfWork: 'bm90IGEgcHJvb2Y=' }, '192.0.2.11'), PROOF_OF_WORK_TEXTS.invalid);
    // Refused before any hashing: a flood without solutions costs the pool nothing.
    expect(derive).not.toHaveBeenCalled();

    const proofOfWork = await solveProofOfWorkInNode(await challenge());
    const res = await signIn({ ...ADMIN, proofOfWork }, '192.0.2.11');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, username: 'chief' });
    await refusedWith(await signIn({ ...ADMIN, proofOfWork }, '192.0.2.12'), PROOF_OF_WORK_TEXTS.replayed);

    // A solution of another purpose's secret (a forged signature) does not pass either.
    const forged = JSON.parse(Buffer.from(await solveProofOfWorkInNode(await challenge()), 'base64').toString('utf8'));
    forged.challenge.signature = '0'.repeat(64);
    await refusedWith(
      await signIn({ ...ADMIN, proofOfWork: Buffer.from(JSON.stringify(forged)).toString('base64') }, '192.0.2.13'),
      PROOF_OF_WORK_TEXTS.invalid,
    );
  });

  it('refuses a solution handed in after its challenge expired', async () => {
    busy();
    const proofOfWork = await solveProofOfWorkInNode(await challenge());
    const later = Date.now() + (SIGN_IN_PROOF_EXPIRES_SECONDS + 1) * 1000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    const res = await signIn({ ...ADMIN, proofOfWork }, '192.0.2.14');
    expect([res.statusCode, res.json().message]).toEqual([400, PROOF_OF_WORK_TEXTS.expired]);
  });

  it('never asks a browser whose device cookie names the username, and asks the new-password step too', async () => {
    busy();
    expect((await signIn(ADMIN, '198.18.0.15', chiefDevice)).statusCode).toBe(200);
    // Another username on that browser is an unknown browser for it.
    expect((await signIn({ username: 'someone-else', password: 'x' }, '198.18.0.15', chiefDevice)).statusCode).toBe(400);

    const step = await service.app.inject({
      method: 'POST',
      url: '/api/auth/login/new-password',
      payload: { ...ADMIN, newPassword: 'Another#Harbour-42' },
      remoteAddress: '192.0.2.16',
    });
    expect([step.statusCode, step.json().message]).toEqual([400, PROOF_OF_WORK_TEXTS.missing]);
  });

  it('stays busy for a while after it last found work, then asks nothing again', async () => {
    busy();
    expect((await signIn(ADMIN, '192.0.2.20')).statusCode).toBe(400);
    jest.restoreAllMocks();
    // The lane is idle now, but a flood paused for a moment is still a flood.
    expect((await signIn(ADMIN, '192.0.2.21')).statusCode).toBe(400);
    now += BUSY_MEMORY_MS;
    expect((await signIn(ADMIN, '192.0.2.21')).statusCode).toBe(200);
  });

  it('counts refusals against the address, which is soon held back before its body is read', async () => {
    busy();
    for (let i = 0; i < limits.perClient.max; i += 1)
      expect((await signIn({ username: `flood-${i}`, password: 'x' }, '192.0.2.30')).statusCode).toBe(400);
    const held = await signIn({ username: 'flood-x', password: 'x' }, '192.0.2.30');
    expect([held.statusCode, held.json().message]).toEqual([429, TOO_MANY_SIGN_IN_ATTEMPTS]);
    // Another address is not affected.
    expect((await signIn({ username: 'flood-y', password: 'x' }, '192.0.2.31')).statusCode).toBe(400);
  });
});
