import { useState, type ReactNode } from 'react';
import { TWO_FACTOR_MESSAGES, type LoginResponse, type TwoFactorChallengeResponse } from '@agency/contracts';
import { serverMessageOf, useLoginMutation } from '../api';
import type { Credentials } from '../components/credentials';
import { SecondStep } from './SecondStep';

interface Options {
  /**
   * Completes a sign-in with login's success (stores the session, goes on); answers an error
   * text when this screen does not take that account (an employee at /Log).
   */
  accept: (answer: LoginResponse) => string | undefined;
  /** The screen's own words for a failure the server did not explain. */
  fallback: string;
}

export interface TwoStepSignIn {
  /** The password step, for SignInForm's onSignIn. */
  signIn: (credentials: Credentials) => Promise<string | undefined>;
  /** The code (or enrolment) step once the password was right and the account needs one; null before. */
  secondStep: ReactNode;
  /** A message for the password step after a second step was given up or ran out of time. */
  notice: string | undefined;
}

/**
 * Sign-in in one or two steps, for both sign-in screens: the password, then, for an account
 * with two-factor sign-in on, its code (or, for an administrator who must set it up, the
 * setup), and only then `accept` with the token.
 */
export function useTwoStepSignIn({ accept, fallback }: Options): TwoStepSignIn {
  const [login] = useLoginMutation();
  const [challenge, setChallenge] = useState<TwoFactorChallengeResponse | null>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);

  const signIn = async (credentials: Credentials) => {
    const result = await login(credentials);
    if ('error' in result) return serverMessageOf(result.error) ?? fallback;
    const answer = result.data;
    if (answer.success) return accept(answer);
    setNotice(undefined);
    setChallenge(answer);
    return undefined;
  };

  const restart = (message?: string) => {
    setChallenge(null);
    setNotice(message);
  };

  const secondStep = challenge ? (
    <SecondStep
      key={challenge.challenge}
      challenge={challenge}
      accept={accept}
      fallback={fallback}
      onExpired={() => restart(TWO_FACTOR_MESSAGES.challengeExpired)}
      onCancel={() => restart()}
    />
  ) : null;

  return { signIn, secondStep, notice };
}
