/**
 * The navigation state the sign-in screens accept: a message to show ('Please login to
 * access this page', 'Your session has expired. Please login again.') and, for /Login, the
 * page the visitor asked for. Guards send it with `navigate(path, { state })`.
 */
export interface LoginNavigationState {
  message?: string;
  from?: string;
}

/** Reads the state defensively: it comes from history and may be anything. */
export function readLoginState(state: unknown): LoginNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const { message, from } = state as Record<string, unknown>;
  return {
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
    from: typeof from === 'string' && from.startsWith('/') ? from : undefined,
  };
}
