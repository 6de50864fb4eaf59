import { type LoginResponse, TWO_FACTOR_MESSAGES, type TwoFactorChallengeResponse } from '@agency/contracts';
import { type ReactNode, useState } from 'react';
import { isPasswordChangeRequired, serverMessageOf, useLoginMutation } from '../api';
import type { Credentials } from '../components/credentials';
import { NewPasswordStep } from '../password/NewPasswordStep';
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
  signIn: (credentials: Credentials, proofOfWork: string | undefined) => Promise<string | undefined>;
  /**
   * The step after a right password when the account needs one: a new password (an
   * administrator reset it), then the code (or enrolment) for two-factor sign-in; null before.
   */
  secondStep: ReactNode;
  /** A message for the password step after a second step was given up or ran out of time. */
  notice: string | undefined;
}

/**
 * Sign-in in up to three steps, for both sign-in screens: the password; a new password when
 * an administrator reset it; for an account with two-factor sign-in on, its code (or, for an
 * administrator who must set it up, the setup); and only then `accept` with the token.
 */
export function useTwoStepSignIn({ accept, fallback }: Options): TwoStepSignIn {
  const [login] = useLoginMutation();
  const [challenge, setChallenge] = useState<TwoFactorChallengeResponse | null>(null);
  const [mustChange, setMustChange] = useState<Credentials | null>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);

  /** A sign-in's answer: the token (done), or the challenge of the two-factor step. */
  const answered = (answer: LoginResponse | TwoFactorChallengeResponse) => {
    if (answer.success) return accept(answer);
    setNotice(undefined);
    setMustChange(null);
    setChallenge(answer);
    return undefined;
  };

  const signIn = async (credentials: Credentials, proofOfWork: string | undefined) => {
    const result = await login(proofOfWork ? { ...credentials, proofOfWork } : credentials);
    if (!('error' in result)) return answered(result.data);
    if (!isPasswordChangeRequired(result.error)) return serverMessageOf(result.error) ?? fallback;
    setNotice(undefined);
    setMustChange(credentials);
    return undefined;
  };

  const restart = (message?: string) => {
    setChallenge(null);
    setMustChange(null);
    setNotice(message);
  };

  const secondStep = mustChange ? (
    <NewPasswordStep credentials={mustChange} onAnswer={answered} onCancel={() => restart()} />
  ) : challenge ? (
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
