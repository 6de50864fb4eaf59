/**
 * The known-device cookie: set when a sign-in completes (password, and the second factor when
 * one is due), it names the usernames that signed in on this browser. A later sign-in of one
 * of them from this browser skips the per-username delays and has its own lane in the hashing
 * pool (hashing-pool.ts), so a flood of failed sign-ins can neither fill it nor slow the owner
 * down, whichever network the owner is on. An address is not enough: an owner on a new
 * network waited out the delays, and an attacker behind the owner's address was "known".
 *
 * The value is `<payload>.<mac>`: the payload (base64url JSON of the usernames, as sign-in
 * matches them, and when each signed in) and an HMAC-SHA256 with a key derived from
 * JWT_SECRET for this purpose only, so it cannot be made or edited elsewhere. HttpOnly,
 * SameSite=Strict, for /api/auth only, Secure over https, kept for DEVICE_DAYS.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { DEVICE_COOKIE } from '@agency/contracts';
import type { Config } from '@agency/service-common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a browser stays known after its last complete sign-in. */
export const DEVICE_DAYS = 180;
/** Usernames one browser remembers (the most recent first): a shared office computer, not a list of every account. */
export const DEVICE_USERNAMES = 5;

const COOKIE_PATH = '/api/auth';
const DAY_MS = 86_400_000;

/** The username as sign-in matches it (NFKC, trimmed, any letter case). */
export const usernameKey = (username: string) => username.normalize('NFKC').trim().toLowerCase();

export interface DeviceCookie {
  /** True when the request's cookie is good and names `username`. */
  knows(request: FastifyRequest, username: string): boolean;
  /** True when the request's cookie is good (it names some username). */
  present(request: FastifyRequest): boolean;
  /** After a complete sign-in: the cookie, now naming `username` too. */
  remember(request: FastifyRequest, reply: FastifyReply, username: string): void;
}

/** Expects @fastify/cookie to be registered (refresh-cookie.ts does). */
export function deviceCookie(config: Pick<Config, 'jwtSecret' | 'publicUrl'>, clock: () => number = Date.now): DeviceCookie {
  const key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'agency-auth-device', 'known device cookie v1', 32));
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const options = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicUrl.startsWith('https:'),
    maxAge: DEVICE_DAYS * 86_400,
  } as const;

  /** username → when it last signed in here, for a good cookie; empty for none or a bad one. */
  function read(request: FastifyRequest): Map<string, number> {
    const value = request.cookies[DEVICE_COOKIE];
    const [payload, signature, extra] = value?.split('.') ?? [];
    if (!payload || !signature || extra !== undefined) return new Map();
    const expected = mac(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return new Map();
    try {
      const entries = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
      if (!Array.isArray(entries)) return new Map();
      const oldest = clock() - DEVICE_DAYS * DAY_MS;
      return new Map(
        entries.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number' && entry[1] > oldest,
        ),
      );
    } catch {
      return new Map();
    }
  }

  return {
    knows: (request, username) => read(request).has(usernameKey(username)),
    present: (request) => read(request).size > 0,
    remember(request, reply, username) {
      const known = read(request);
      known.delete(usernameKey(username));
      const entries = [[usernameKey(username), clock()], ...known].slice(0, DEVICE_USERNAMES);
      const payload = Buffer.from(JSON.stringify(entries)).toString('base64url');
      void reply.setCookie(DEVICE_COOKIE, `${payload}.${mac(payload).toString('base64url')}`, options);
    },
  };
}
