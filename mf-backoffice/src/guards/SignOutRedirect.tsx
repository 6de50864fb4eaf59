import { useEffect, useRef } from 'react';
import type { LoginNavigationState } from '../navigation';
import { useEndSession } from '../session/useEndSession';

interface Props {
  /** Removes what this guard's rule says to remove from storage. */
  clear: () => void;
  to: string;
  state: LoginNavigationState;
}

/** Ends the session and goes to a sign-in page with a message, once, after the render that decided it. */
export function SignOutRedirect({ clear, to, state }: Props) {
  const endSession = useEndSession();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    endSession(clear, to, state);
  }, [endSession, clear, to, state]);
  return null;
}
