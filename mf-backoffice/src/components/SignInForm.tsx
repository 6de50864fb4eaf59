import { PasswordField } from '@agency/ui';
import { Info, LockKeyhole, User } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import kit from '../kit/kit.module.css';
import { CREDENTIALS_REQUIRED, type Credentials, trimmedCredentials } from './credentials';
import styles from './SignInForm.module.css';
import { useSignInProof } from './useSignInProof';

interface Props {
  /** A message handed over by navigation (e.g. from a guard), shown above the button. */
  notice?: string;
  /** Signs in with the solved sign-in challenge, if any; resolves to an error text to show, or undefined once signed in. */
  onSignIn: (credentials: Credentials, proofOfWork: string | undefined) => Promise<string | undefined>;
}

/** Username, password with a show/hide toggle, the navigation message, an error line and 'Sign in'. */
export function SignInForm({ notice, onSignIn }: Props) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });
  const [error, setError] = useState<string | null>(null);
  // Solved in the background while the person types (useSignInProof), so pressing 'Sign in' does not wait for it.
  const proof = useSignInProof();

  // The trimming rule gives one message for empty and blank fields alike (not the contract's per-field words).
  const onSubmit = handleSubmit(async ({ username, password }) => {
    const credentials = trimmedCredentials(username, password);
    if (!credentials) {
      setError(CREDENTIALS_REQUIRED);
      return;
    }
    setError(null);
    const failure = await onSignIn(credentials, await proof());
    if (failure) setError(failure);
  });

  return (
    // noValidate: the trimming rule above gives one message for empty and blank fields alike.
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <label className={styles.label} htmlFor={`${id}-username`}>
        Username
      </label>
      <div className={styles.field}>
        <User size={18} aria-hidden="true" className={styles.fieldIcon} />
        <input id={`${id}-username`} className={styles.input} autoComplete="username" required {...register('username')} />
      </div>

      <label className={styles.label} htmlFor={`${id}-password`}>
        Password
      </label>
      <PasswordField
        id={`${id}-password`}
        className={styles.input}
        rowClassName={styles.field}
        toggleClassName={kit.passwordToggle}
        icon={<LockKeyhole size={18} aria-hidden="true" className={styles.fieldIcon} />}
        autoComplete="current-password"
        required
        {...register('password')}
      />

      {notice && (
        <p className={styles.notice} role="status">
          <Info size={18} aria-hidden="true" />
          <span>{notice}</span>
        </p>
      )}

      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>

      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
