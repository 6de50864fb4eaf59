import type { Role } from '@agency/contracts';

/**
 * What the back office keeps in the browser's localStorage (spec: authToken, username,
 * adminAuth). The keys are written here only; every read and write goes through this module.
 */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  username: 'username',
  adminAuth: 'adminAuth',
} as const;

/** The value adminAuth holds for a signed-in administrator. */
const ADMIN_FLAG = 'true';

/**
 * Ends the back office's one session in this browser: signing out, a refused token, and
 * opening /Log (which the spec has clear authToken and adminAuth) all remove every key.
 */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.username);
  localStorage.removeItem(STORAGE_KEYS.adminAuth);
}

/**
 * One session for the whole back office, whichever sign-in page started it: the token and
 * username for every staff screen, and adminAuth when the account is an administrator's, so
 * that an administrator who signed in at /Login opens the admin screen without signing in again.
 */
export function storeSession(token: string, username: string, role: Role): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.username, username);
  if (role === 'admin') localStorage.setItem(STORAGE_KEYS.adminAuth, ADMIN_FLAG);
  else localStorage.removeItem(STORAGE_KEYS.adminAuth);
}

/** After a password change the session goes on with the new sign-in's token (the old one has ended). */
export function replaceAuthToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
}

export function readAuthToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}

export interface StoredSession {
  authToken: string | null;
  /** adminAuth is 'true'. */
  adminFlag: boolean;
}

/**
 * The stored session as one string, so that React's useSyncExternalStore can compare two
 * readings by value (a new object on every read would look like a change every time).
 */
export function storedSessionKey(): string {
  return JSON.stringify([readAuthToken(), localStorage.getItem(STORAGE_KEYS.adminAuth) === ADMIN_FLAG]);
}

export function parseStoredSessionKey(key: string): StoredSession {
  const [authToken, adminFlag] = JSON.parse(key) as [string | null, boolean];
  return { authToken, adminFlag };
}

/**
 * Calls `listener` when another tab changes one of the session's keys (or clears the whole
 * storage); the browser fires `storage` events only in the other tabs. Answers the unsubscribe.
 */
export function onSessionStorageChange(listener: () => void): () => void {
  const keys: string[] = Object.values(STORAGE_KEYS);
  const handler = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
