import { type LoginResponse, TWO_FACTOR_MESSAGES, TWO_FACTOR_TEXTS, type TwoFactorChallengeResponse } from '@agency/contracts';
import { ShieldAlert } from 'lucide-react';
import { useRef } from 'react';
import { failureMessageOf, serverMessageOf } from '../api';
import signInStyles from '../components/SignInForm.module.css';
import { CodeStep } from './CodeStep';
import { EnrolmentPanel } from './EnrolmentPanel';
import styles from './TwoFactor.module.css';
import { useSignInEnrolmentConfirmMutation, useSignInEnrolmentStartMutation, useSignInWithCodeMutation } from './twoFactorApi';

interface Props {
  challenge: TwoFactorChallengeResponse;
  accept: (answer: LoginResponse) => string | undefined;
  fallback: string;
  /** The challenge ran out (or was refused): back to the password with a word why. */
  onExpired: () => void;
  onCancel: () => void;
}

/** The step after a right password: the code, or for an administrator who must have it, the setup. */
export function SecondStep({ challenge, accept, fallback, onExpired, onCancel }: Props) {
  const [signInWithCode] = useSignInWithCodeMutation();
  const [startEnrolment] = useSignInEnrolmentStartMutation();
  const [confirmEnrolment] = useSignInEnrolmentConfirmMutation();
  const token = challenge.challenge;
  /** The sign-in answer of a confirmed enrolment, held while its recovery codes are on screen (accepting it would leave them). */
  const confirmed = useRef<LoginResponse | null>(null);

  if (!challenge.enrolmentRequired) {
    const onCode = async (code: string) => {
      const result = await signInWithCode({ challenge: token, code });
      if ('error' in result) {
        const message = serverMessageOf(result.error);
        if (message === TWO_FACTOR_MESSAGES.challengeExpired) {
          onExpired();
          return undefined;
        }
        return message ?? fallback;
      }
      return accept(result.data);
    };
    return <CodeStep onCode={onCode} onCancel={onCancel} />;
  }

  return (
    <div className={styles.enrolment}>
      <p className={signInStyles.notice} role="status">
        <ShieldAlert size={18} aria-hidden="true" />
        <span>{TWO_FACTOR_TEXTS.enrolmentRequired}</span>
      </p>
      <EnrolmentPanel
        start={async () => {
          const result = await startEnrolment({ challenge: token });
          if (!('error' in result)) return result.data;
          if (serverMessageOf(result.error) === TWO_FACTOR_MESSAGES.challengeExpired) onExpired();
          return failureMessageOf(result.error);
        }}
        confirm={async (code) => {
          const result = await confirmEnrolment({ challenge: token, code });
          if ('error' in result) {
            const message = serverMessageOf(result.error) ?? failureMessageOf(result.error);
            if (message === TWO_FACTOR_MESSAGES.challengeExpired) onExpired();
            return message;
          }
          const { success, token: staffToken, username, role, recoveryCodes } = result.data;
          const answer: LoginResponse = { success, token: staffToken, username, role };
          confirmed.current = answer;
          return recoveryCodes;
        }}
        onDone={() => {
          if (confirmed.current) accept(confirmed.current);
        }}
      />
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          {TWO_FACTOR_TEXTS.backToSignIn}
        </button>
      </div>
    </div>
  );
}
