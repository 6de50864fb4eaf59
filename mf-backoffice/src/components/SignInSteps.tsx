import { useState } from 'react';
import type { LoginResponse } from '@agency/contracts';
import { isPasswordChangeRequired, serverMessageOf, useLoginMutation } from '../api';
import { NewPasswordStep } from '../password/NewPasswordStep';
import type { Credentials } from './credentials';
import { SignInForm } from './SignInForm';

interface Props {
  /** A message handed over by navigation (e.g. from a guard). */
  notice?: string;
  /** Shown when a sign-in fails without the server's words. */
  fallback: string;
  /** Continues once signed in (stores the session, goes on); an error text when this screen cannot use the answer. */
  onSignedIn(answer: LoginResponse): string | undefined;
}

/**
 * Both sign-in screens' steps: username and password, then, when an administrator reset the
 * password, choosing a new one before any token is given.
 */
export function SignInSteps({ notice, fallback, onSignedIn }: Props) {
  const [login] = useLoginMutation();
  const [mustChange, setMustChange] = useState<Credentials | null>(null);

  const signIn = async (credentials: Credentials) => {
    const result = await login(credentials);
    if (!('error' in result)) return onSignedIn(result.data);
    if (!isPasswordChangeRequired(result.error)) return serverMessageOf(result.error) ?? fallback;
    setMustChange(credentials);
    return undefined;
  };

  if (mustChange) return <NewPasswordStep credentials={mustChange} onSignedIn={onSignedIn} onCancel={() => setMustChange(null)} />;
  return <SignInForm notice={notice} onSignIn={signIn} />;
}
