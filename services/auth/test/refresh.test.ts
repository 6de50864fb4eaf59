/**
 * Short access tokens and the session's refresh token (an HttpOnly cookie) on each database:
 * sign-in sets the cookie, POST /api/auth/refresh trades it for a new access token and the
 * next cookie (rotation), a replaced cookie coming back after the grace ends the session,
 * and nothing renews a session that has ended.
 */

import { createHash } from 'node:crypto';
import { CROSS_SITE_REFUSED, REFRESH_COOKIE, SESSION_EXPIRED } from '@agency/contracts';
import { REFRESH_REUSE_GRACE_MS, REPLACED_REFRESH_TABLE, SESSIONS_TABLE } from '@agency/service-common/sessions';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { claimsOf } from '@agency/test-kit/tokens';
import type { LightMyRequestResponse } from 'fastify';
import { authService } from '../src';
import { bearer, createUser, login, verify } from './support/requests';

const ADMIN = { username: 'chief', password: 'Kerala#Backwaters1' };
const ACCESS_SECONDS = 900;

/** The refresh cookie a response set, with its attributes. */
function refreshCookieOf(res: LightMyRequestResponse) {
  return res.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
}

describe.each(testDatabaseKinds())('refresh tokens on %s', (kind) => {
  let service: TestService;
  const refresh = (value?: string) =>
    service.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      ...(value === undefined ? {} : { cookies: { [REFRESH_COOKIE]: value } }),
    });
  const signIn = async (username = ADMIN.username, password = ADMIN.password) => {
    const res = await login(service.app, username, password);
    expect(res.statusCode).toBe(200);
    return { token: res.json().token as string, cookie: refreshCookieOf(res)!.value };
  };

  beforeAll(async () => {
    service = await buildTestService(authService, kind, {
      config: { adminUsername: ADMIN.username, adminPassword: ADMIN.password, jwtExpiresIn: ACCESS_SECONDS },
    });
  });
  afterAll(() => service.close());

  it('signs in with a short access token and sets the refresh cookie: HttpOnly, SameSite=Strict, for /api/auth only, as long as the session', async () => {
    const res = await login(service.app, ADMIN.username, ADMIN.password);
    const { exp, iat } = claimsOf(res.json().token);
    expect(exp - iat).toBe(ACCESS_SECONDS);
    const cookie = refreshCookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: service.config.sessionLifetimeSeconds });
    expect(cookie!.value).toMatch(/^[\w-]{43}$/);
    expect(res.body).not.toContain(cookie!.value);
    // Only a hash of it is stored.
    expect(JSON.stringify(await service.db(SESSIONS_TABLE).select('*'))).not.toContain(cookie!.value);
  });

  it('trades the cookie for a new access token of the same session and the next cookie', async () => {
    const first = await signIn();
    const res = await refresh(first.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, username: ADMIN.username, role: 'admin' });
    expect(claimsOf(res.json().token).sid).toBe(claimsOf(first.token).sid);
    expect((await verify(service.app, bearer(res.json().token))).statusCode).toBe(200);
    const next = refreshCookieOf(res)!.value;
    expect(next).not.toBe(first.cookie);
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('lets the replaced cookie renew within the grace (two tabs at once) without a new cookie; after it, the replay ends the session', async () => {
    const first = await signIn();
    const rotated = await refresh(first.cookie);
    const again = await refresh(first.cookie);
    expect(again.statusCode).toBe(200);
    expect(refreshCookieOf(again)).toBeUndefined();

    const { sid } = claimsOf(first.token);
    const beforeGrace = Date.now() - REFRESH_REUSE_GRACE_MS - 1000;
    await service.db(SESSIONS_TABLE).where({ id: sid }).update({ refreshed_at: beforeGrace });
    await service.db(REPLACED_REFRESH_TABLE).where({ session_id: sid }).update({ replaced_at: beforeGrace });
    const replay = await refresh(first.cookie);
    expect([replay.statusCode, replay.json().message]).toEqual([401, SESSION_EXPIRED]);
    expect(refreshCookieOf(replay)?.value).toBe('');
    // The session is over for everyone: the rightful cookie and the access token too.
    expect((await refresh(refreshCookieOf(rotated)!.value)).statusCode).toBe(401);
    expect((await verify(service.app, bearer(rotated.json().token))).statusCode).toBe(401);
  });

  it('remembers every replaced cookie of the session: a thief who refreshed twice loses the session when the owner comes back with the first', async () => {
    const owner = await signIn();
    const { sid } = claimsOf(owner.token);
    // The thief copied the cookie and refreshes with it, twice.
    const stolen1 = await refresh(owner.cookie);
    const stolen2 = await refresh(refreshCookieOf(stolen1)!.value);
    expect(stolen2.statusCode).toBe(200);
    const thiefHolds = refreshCookieOf(stolen2)!.value;
    const beforeGrace = Date.now() - REFRESH_REUSE_GRACE_MS - 1000;
    await service.db(REPLACED_REFRESH_TABLE).where({ session_id: sid }).update({ replaced_at: beforeGrace });
    expect(await service.db(REPLACED_REFRESH_TABLE).where({ session_id: sid }).count({ n: '*' })).toEqual([{ n: 2 }]);
    // The owner's browser still holds the first: two generations back, and it ends the session for everyone.
    const replay = await refresh(owner.cookie);
    expect([replay.statusCode, replay.json().message]).toEqual([401, SESSION_EXPIRED]);
    expect((await refresh(thiefHolds)).statusCode).toBe(401);
    expect((await verify(service.app, bearer(stolen2.json().token))).statusCode).toBe(401);
    expect((await service.db(SESSIONS_TABLE).where({ id: sid }).first()).revoked_at).not.toBeNull();
  });

  it('ends the session for a middle generation replayed after its grace too', async () => {
    const first = await signIn();
    const second = await refresh(first.cookie);
    const middle = refreshCookieOf(second)!.value;
    const third = await refresh(middle);
    await refresh(refreshCookieOf(third)!.value);
    await service
      .db(REPLACED_REFRESH_TABLE)
      .where({ refresh_hash: createHash('sha256').update(middle).digest('hex') })
      .update({ replaced_at: Date.now() - REFRESH_REUSE_GRACE_MS - 1 });
    expect((await refresh(middle)).statusCode).toBe(401);
    expect((await verify(service.app, bearer(third.json().token))).statusCode).toBe(401);
  });

  it("refuses another site's post (Sec-Fetch-Site, else Origin) without renewing or clearing the cookie; the site's own goes through", async () => {
    const owner = await signIn();
    const post = (headers: Record<string, string>, cookie?: string) =>
      service.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers,
        ...(cookie ? { cookies: { [REFRESH_COOKIE]: cookie } } : {}),
      });
    const forged: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://pay.agency.example' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of forged) {
      for (const cookie of [owner.cookie, undefined]) {
        const res = await post({ ...headers, 'content-type': 'application/x-www-form-urlencoded' }, cookie);
        expect([res.statusCode, res.json().message]).toEqual([403, CROSS_SITE_REFUSED]);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
    // A forged post without the cookie (SameSite=Strict keeps it home) leaves the cookie alone too, even where the origin is not told.
    const bare = await refresh();
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['set-cookie']).toBeUndefined();
    // The back office's own call: same origin.
    const own = await post({ 'sec-fetch-site': 'same-origin', origin: 'http://agency.test', host: 'agency.test' }, owner.cookie);
    expect(own.statusCode).toBe(200);
    // A browser too old for Sec-Fetch-Site: its Origin is the site's (PUBLIC_URL is unset here, so the host asked).
    const older = await post({ origin: 'http://agency.test', host: 'agency.test' }, refreshCookieOf(own)!.value);
    expect(older.statusCode).toBe(200);
  });

  it('renews nothing without a cookie, for an unknown one, after sign-out, or once an admin signed the account out everywhere', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('not-a-refresh-token')).statusCode).toBe(401);

    const out = await signIn();
    const logout = await service.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(out.token) });
    expect(refreshCookieOf(logout)?.value).toBe('');
    expect((await refresh(out.cookie)).statusCode).toBe(401);

    const admin = await signIn();
    const created = await createUser(service.app, admin.token, { username: 'asha', password: 'Bright#first-pass', role: 'employee' });
    const asha = await signIn('asha', 'Bright#first-pass');
    await service.app.inject({ method: 'POST', url: `/api/auth/users/${created.json().data._id}/sign-out`, headers: bearer(admin.token) });
    expect((await refresh(asha.cookie)).statusCode).toBe(401);
  });
});
