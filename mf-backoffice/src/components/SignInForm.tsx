import { type LoginRequest, loginForm, loginFormValidator } from '@agency/contracts';
import { PasswordField, useContractForm } from '@agency/ui';
import { Info, LockKeyhole, User } from 'lucide-react';
import { useId, useState } from 'react';
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

type Messages = Readonly<Record<string, string | undefined>>;

/**
 * The contract's check, with the trimming rule's one message for empty and blank fields
 * alike (not the contract's per-field words); the error line shows the first message, and
 * keeps it until the next try.
 */
const OPTIONS = {
  afterSend: 'keep',
  focusFirstError: false,
  refine: (errors: Messages, texts: Readonly<Record<string, string>>) =>
    trimmedCredentials(texts.username ?? '', texts.password ?? '') ? errors : { username: CREDENTIALS_REQUIRED },
} as const;

/** Username, password with a show/hide toggle, the navigation message, an error line and 'Sign in'. */
export function SignInForm({ notice, onSignIn }: Props) {
  const id = useId();
  const { field, handleSubmit, isSubmitting } = useContractForm<typeof loginForm, LoginRequest>(
    loginFormValidator,
    loginForm,
    { username: '', password: '' },
    OPTIONS,
  );
  const [error, setError] = useState<string | null>(null);
  // Solved in the background while the person types (useSignInProof), so pressing 'Sign in' does not wait for it.
  const proof = useSignInProof();

  const onSubmit = handleSubmit(
    async ({ username, password }) => {
      setError(null);
      const failure = await onSignIn({ username: username.trim(), password: password.trim() }, await proof());
      if (failure) setError(failure);
    },
    (errors) => setError(errors.username?.message ?? errors.password?.message ?? null),
  );
  /** A field's input props: its message shows in the one error line. */
  const input = (name: keyof Credentials) => {
    const { error: _inTheErrorLine, ...props } = field(name);
    return props;
  };

  return (
    // noValidate: the trimming rule gives one message for empty and blank fields alike.
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <label className={styles.label} htmlFor={`${id}-username`}>
        Username
      </label>
      <div className={styles.field}>
        <User size={18} aria-hidden="true" className={styles.fieldIcon} />
        <input id={`${id}-username`} className={styles.input} autoComplete="username" required {...input('username')} />
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
        {...input('password')}
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

      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
