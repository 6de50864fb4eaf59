import type { Role } from '@agency/contracts';
import { createContext, useContext } from 'react';

/** Who the guard verified with the server: the screens behind it greet and act as this account. */
export interface VerifiedSession {
  username: string;
  role: Role;
}

export const VerifiedSessionContext = createContext<VerifiedSession | null>(null);

/** The verified account; only screens rendered inside a guard may ask. */
export function useVerifiedSession(): VerifiedSession {
  const session = useContext(VerifiedSessionContext);
  if (!session) throw new Error('useVerifiedSession is used outside a guard');
  return session;
}
