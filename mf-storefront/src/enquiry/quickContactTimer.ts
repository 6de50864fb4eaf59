import { useCallback, useEffect, useState } from 'react';

/** The spec's states and constants: the pop-up opens 10 s after the home page loads, once per browser session. */
export const POPUP_DELAY_MS = 10_000;
/** The session storage entry that says the pop-up has been shown in this session. */
export const POPUP_SHOWN_KEY = 'popupShown';
export const POPUP_SHOWN_VALUE = 'opened';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage may be refused (privacy settings); then the pop-up is simply not shown.
    return null;
  }
}

/**
 * Whether the quick-contact pop-up is open, and how to close it. The timer starts when the
 * home page mounts and stops if the visitor leaves it first; when it fires the session is
 * marked, so no later visit of the home page in this session opens it again.
 */
export function useQuickContactTimer(): { open: boolean; close(): void } {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const storage = sessionStore();
    if (!storage || storage.getItem(POPUP_SHOWN_KEY) === POPUP_SHOWN_VALUE) return undefined;
    const timer = window.setTimeout(() => {
      storage.setItem(POPUP_SHOWN_KEY, POPUP_SHOWN_VALUE);
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { open, close };
}
