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

/** Opening /Log ends any administrator session in this browser. */
export function clearAdminSession(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.adminAuth);
}

export function storeAdminSession(token: string): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.adminAuth, ADMIN_FLAG);
}

export function storeUserSession(token: string, username: string): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.username, username);
}
