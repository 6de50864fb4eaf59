/**
 * The back office's own texts (the words the server sends live in @agency/contracts). The
 * quoted ones are the spec's (staff §2, §4, §8), each written once; the browser tests look
 * for exactly these words.
 */

/** Shown by both guards while the server checks the stored token. */
export const VERIFYING = 'Verifying authentication...';
/** Admin guard: no token or no adminAuth flag (or the account is not an administrator's). */
export const ADMIN_LOGIN_REQUIRED = 'Please login as administrator to access this page';
/** A guard could not reach the server to check the token (not the same as a refused token). */
export const VERIFY_UNAVAILABLE = 'We could not check your sign-in just now.';

/** The admin portal (user management). */
export const ADMIN_PORTAL_TITLE = 'ADMIN PORTAL';
export const ROLE_PLACEHOLDER = 'Select a role';
export const SUBMITTING = 'Submitting...';
export const LOADING_USERS = 'Loading users...';
export const NO_USERS = 'No users yet.';
export const SERVER_UNREACHABLE = 'Unable to connect to the server. Please make sure the server is running.';

export const createFailed = (message: string) => `Error submitting form: ${message}`;
export const fetchFailed = (message: string) => `Error fetching data: ${message}`;
export const deleteFailed = (message: string) => `Error deleting item: ${message}`;

/**
 * Screens whose content comes with later work (packages, leads): until then each says so in
 * one plain sentence rather than showing anything made up.
 */
export const COMING_LATER = {
  packageForm: 'The package form arrives with the package management release.',
  packageList: 'The package list arrives with the package management release.',
  leads: 'The leads screen arrives with the enquiries release.',
} as const;
