/**
 * Answers the back office's API calls in component tests, by `METHOD /path` (without the
 * query), through the shared fetch stub; a call nobody answers fails the test loudly.
 */
import { jsonResponse, stubFetch } from '@agency/test-kit';
import { STORAGE_KEYS } from '../storage';

export type Handler = (request: Request) => Response | Promise<Response>;

export function stubApi(routes: Record<string, Handler>) {
  return stubFetch(async (request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected call ${key}`);
    return handler(request);
  });
}

/** GET /api/auth/verify answering for this account. */
export const verifiedAs = (username: string, role: string) => () => jsonResponse(200, { data: { valid: true, success: true, username, role } });

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
  for (const [key, value] of Object.entries(values)) if (value !== undefined) localStorage.setItem(STORAGE_KEYS[key as keyof typeof STORAGE_KEYS], value);
}

export { jsonResponse };
