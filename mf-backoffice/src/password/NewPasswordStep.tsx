import { type LoginResponse, PASSWORD_CHANGE_REQUIRED, type TwoFactorChallengeResponse } from '@agency/contracts';
import { useNewPasswordAtSignInMutation } from '../api';
import type { Credentials } from '../components/credentials';
import styles from '../components/SignInForm.module.css';
import { useSignInProof } from '../components/useSignInProof';
import { PasswordChangeForm } from './PasswordChangeForm';
import { refusalOf } from './refusal';

interface Props {
  /** What was typed at the password step (the temporary password an administrator gave). */
  credentials: Credentials;
  /** Continues as a sign-in does (the token, or the two-factor step); an error text when the answer cannot be used here. */
  onAnswer(answer: LoginResponse | TwoFactorChallengeResponse): string | undefined;
  /** Back to the password step (another account, say). */
  onCancel(): void;
}

/**
 * The sign-in step after an administrator reset the password: the account chooses its own
 * before it gets any token. The temporary password goes along again, since no token exists yet.
 */
export function NewPasswordStep({ credentials, onAnswer, onCancel }: Props) {
  const [setNewPassword] = useNewPasswordAtSignInMutation();
  // The password is checked again, so this step brings its own solved sign-in challenge too.
  const proof = useSignInProof();
  const submit = async ({ newPassword }: { newPassword: string }) => {
    const proofOfWork = await proof();
    const result = await setNewPassword({ ...credentials, newPassword, ...(proofOfWork ? { proofOfWork } : {}) });
    if ('error' in result) return refusalOf(result.error);
    const problem = onAnswer(result.data);
    return problem ? { message: problem } : undefined;
  };
  return (
    <div className={styles.step}>
      <h2 className={styles.stepTitle}>Choose a new password</h2>
      <p className={styles.notice} role="status">
        {PASSWORD_CHANGE_REQUIRED}
      </p>
      <PasswordChangeForm kind="atSignIn" credentials={credentials} submitLabel="Save and sign in" busyLabel="Saving…" onSubmit={submit} />
      <button type="button" className={styles.back} onClick={onCancel}>
        Back to sign-in
      </button>
    </div>
  );
}
