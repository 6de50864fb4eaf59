/** The sign-in screens' shared input rule: username and password are trimmed and required. */
export const CREDENTIALS_REQUIRED = 'Please enter your username and password.';

export interface Credentials {
  username: string;
  password: string;
}

/** The trimmed credentials, or null when either is empty after trimming. */
export function trimmedCredentials(username: string, password: string): Credentials | null {
  const trimmed = { username: username.trim(), password: password.trim() };
  return trimmed.username && trimmed.password ? trimmed : null;
}
