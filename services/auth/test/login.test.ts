/**
 * POST /api/auth/login and GET /api/auth/verify against the real service on each database:
 * who gets a token, what it carries, and every way a token stops being good.
 */
import { INVALID_CREDENTIALS, LOGIN_REQUIRED, SESSION_EXPIRED, WRONG_USERNAME_OR_PASSWORD } from '@agency/contracts';
import { buildTestService, type TestService, testDatabaseKinds } from '@agency/test-kit/services';
import { claimsOf, type TokenMinter, tokenMinter, withForgedClaims, withTamperedSignature } from '@agency/test-kit/tokens';
import { authService } from '../src';
import { TABLES } from '../src/db/rows';
import { hashingPool } from '../src/hashing-pool';
import { bearer, createUser, login, tokenFor, verify } from './support/requests';

const ADMIN = { username: 'chief', password: 'Kerala#Backwaters1' };

describe.each(testDatabaseKinds())('auth sign-in on %s', (kind) => {
  let service: TestService;
  let minter: TokenMinter;
  let adminToken: string;
  beforeAll(async () => {
    service = await buildTestService(authService, kind, {
      config: { adminUsername: ADMIN.username, adminPassword: ADMIN.password, jwtExpiresIn: 600 },
    });
    minter = await tokenMinter(service.config.jwtSecret);
    adminToken = await tokenFor(service.app, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await minter.close();
    await service.close();
  });

  describe('login', () => {
    it('reads the username NFKC-normalised: a full-width one is the same account', async () => {
      const res = await login(service.app, 'ｃｈｉｅｆ', ADMIN.password);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: 'chief', role: 'admin' });
    });

    it('answers success, a token, the username and the role for the right password', async () => {
      const res = await login(service.app, ADMIN.username, ADMIN.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ success: true, token: expect.any(String), username: 'chief', role: 'admin' });
      const claims = claimsOf(body.token);
      expect(claims).toMatchObject({ sub: 1, username: 'chief', role: 'admin' });
      // Tokens expire after the configured lifetime.
      expect(claims.exp - claims.iat).toBe(600);
    });

    it('trims the username and password, and matches the username in any letter case', async () => {
      const res = await login(service.app, '  CHIEF ', `\t${ADMIN.password}  `);
      expect(res.statusCode).toBe(200);
      expect(res.json().username).toBe('chief');
    });

    it('refuses a wrong password and an unknown user with the same 401 answer', async () => {
      const wrong = await login(service.app, ADMIN.username, 'not-the-password', '10.0.0.1');
      const unknown = await login(service.app, 'nobody', ADMIN.password, '10.0.0.1');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, statusCode: 401, error: INVALID_CREDENTIALS, message: WRONG_USERNAME_OR_PASSWORD });
      }
    });

    it('does the same password work for an unknown user as for a wrong password (no user enumeration)', async () => {
      // Timing is what a prober measures, and it follows the scrypt runs: one each, at the same
      // cost, whether or not the username exists (tests hash at a low cost, so count, not time).
      const scrypt = jest.spyOn(hashingPool(), 'derive');
      const work = async (username: string) => {
        scrypt.mockClear();
        const res = await login(service.app, username, 'wrong-password', '10.0.0.2');
        expect(res.statusCode).toBe(401);
        return scrypt.mock.calls.map(([{ salt, keyLength, options }]) => ({ salt: salt.length, keyLength, options }));
      };
      try {
        const known = await work(ADMIN.username);
        const unknown = await work('nobody-at-all');
        expect(known).toHaveLength(1);
        expect(unknown).toEqual(known);
      } finally {
        scrypt.mockRestore();
      }
    });

    it.each([
      [{ username: '', password: 'x' }, 'Username is required'],
      [{ username: '   ', password: 'x' }, 'Username is required'],
      [{ username: 'chief', password: ' ' }, 'Password is required'],
      [{ username: 'chief' }, 'Password is required'],
    ])('answers 400 for the blank or missing field of %j', async (payload, message) => {
      const res = await service.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: '10.0.0.3' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  });

  describe('verify', () => {
    it('answers valid and success with the username and role for a good token', async () => {
      const res = await verify(service.app, bearer(adminToken));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { valid: true, success: true, username: 'chief', role: 'admin' } });
    });

    it('answers 401 without a token', async () => {
      const res = await verify(service.app, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(LOGIN_REQUIRED);
    });

    it('answers 401 for an expired token', async () => {
      const { sub, username, role, sid } = claimsOf(adminToken);
      const expired = minter.sign({ sub, username, role, sid }, { expiresIn: -10 });
      const res = await verify(service.app, bearer(expired));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SESSION_EXPIRED);
    });

    it('answers 401 for a tampered token, a token signed with another key and a malformed header', async () => {
      const forged = withTamperedSignature(adminToken);
      const otherKey = await tokenMinter('another-secret-that-is-long-enough-for-hs256');
      try {
        for (const headers of [
          bearer(forged),
          bearer(otherKey.sign({ sub: 1, username: 'chief', role: 'admin', sid: claimsOf(adminToken).sid })),
          { authorization: 'Basic Y2hpZWY6eA==' },
        ]) {
          const res = await verify(service.app, headers);
          expect(res.statusCode).toBe(401);
          expect(res.json().message).toBe(SESSION_EXPIRED);
        }
      } finally {
        await otherKey.close();
      }
    });

    it('answers 401 for an edited token that claims a higher role', async () => {
      await createUser(service.app, adminToken, { username: 'ravi', password: 'Kochi#Pass-1990', role: 'employee' });
      const employeeToken = await tokenFor(service.app, 'ravi', 'Kochi#Pass-1990');
      const promoted = withForgedClaims(employeeToken, { ...claimsOf(employeeToken), role: 'admin' });
      expect((await verify(service.app, bearer(promoted))).statusCode).toBe(401);
      expect((await verify(service.app, bearer(employeeToken))).json().data).toMatchObject({ username: 'ravi', role: 'employee' });
    });

    it('answers 401 once the account behind a good token has been deleted', async () => {
      await createUser(service.app, adminToken, { username: 'temp', password: 'Tide#Pass-2001', role: 'user' });
      const token = await tokenFor(service.app, 'temp', 'Tide#Pass-2001');
      expect((await verify(service.app, bearer(token))).statusCode).toBe(200);
      await service.db(TABLES.users).where({ username: 'temp' }).delete();
      const res = await verify(service.app, bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(SESSION_EXPIRED);
    });
  });
});

describe('the log of a refused sign-in', () => {
  it('never holds what was typed as the username (a password typed into the wrong box)', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const service = await buildTestService(authService, 'sqlite', { logger: { level: 'info', stream } });
    try {
      const res = await login(service.app, 'Tr0ub4dor&3-typed-here', 'whatever');
      expect(res.statusCode).toBe(401);
      expect(lines.some((line) => line.includes('sign-in refused'))).toBe(true);
      expect(lines.join('\n')).not.toContain('Tr0ub4dor&3');
    } finally {
      await service.close();
    }
  });
});
