/**
 * Answers the back office's API calls in component tests, by `METHOD /path` (without the
 * query), through the shared fetch stub; a call nobody answers fails the test loudly.
 */
import { jsonResponse, stubFetch } from '@agency/test-kit';
import { STORAGE_KEYS } from '../storage';

export type Handler = (request: Request) => Response | Promise<Response>;

/** The call the sign-in forms make as soon as they show (useSignInProof). */
export const SIGN_IN_CHALLENGE = 'GET /api/auth/challenge';

/**
 * A sign-in challenge as the service signs one, made easy (a one-hex-digit prefix): the form
 * solves it with the browser's Web Crypto. Its signatures are the service's business.
 */
export const EASY_CHALLENGE = {
  parameters: {
    algorithm: 'SHA-256',
    nonce: 'a1'.repeat(16),
    salt: 'b2'.repeat(16),
    cost: 1,
    keyLength: 32,
    keyPrefix: '0',
    keySignature: '00',
    expiresAt: 4102444800,
  },
  signature: '00',
};

const keyOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/** `handler` for every call but the sign-in challenge, which gets EASY_CHALLENGE. */
export function withSignInChallenge(handler: Handler): Handler {
  return (request) => (keyOf(request) === SIGN_IN_CHALLENGE ? jsonResponse(200, EASY_CHALLENGE) : handler(request));
}

/** The requests a fetch stub saw, the sign-in challenges left out. */
export function apiCalls(stub: jest.Mock): Request[] {
  return stub.mock.calls.map(([input]) => input as Request).filter((request) => keyOf(request) !== SIGN_IN_CHALLENGE);
}

/** Answers `routes`, and the sign-in challenge unless `routes` answers it itself. */
export function stubApi(routes: Record<string, Handler>) {
  return stubFetch(async (request) => {
    const key = keyOf(request);
    if (key === SIGN_IN_CHALLENGE && !routes[key]) return jsonResponse(200, EASY_CHALLENGE);
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(request);
  });
}

/** GET /api/auth/verify answering for this account. */
export const verifiedAs = (username: string, role: string) => () =>
  jsonResponse(200, { data: { valid: true, success: true, username, role } });

export const refused = (message: string) => () => jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message });

/** A call that never got an answer (the server is down). */
export const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

/** A response the test releases when it wants, to look at the screen in between. */
export function deferred(): { handler: Handler; release: (response: Response) => void } {
  let release!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { handler: () => response, release };
}

export function storeSession(values: { authToken?: string; username?: string; adminAuth?: string }): void {
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) localStorage.setItem(STORAGE_KEYS[key as keyof typeof STORAGE_KEYS], value);
}

export { jsonResponse };
