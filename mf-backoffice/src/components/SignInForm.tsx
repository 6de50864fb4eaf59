import { useId, useState, type FormEvent } from 'react';
import { Eye, EyeOff, Info, LockKeyhole, User } from 'lucide-react';
import { CREDENTIALS_REQUIRED, trimmedCredentials, type Credentials } from './credentials';
import styles from './SignInForm.module.css';

interface Props {
  /** A message handed over by navigation (e.g. from a guard), shown above the button. */
  notice?: string;
  /** Signs in; resolves to an error text to show, or undefined once signed in. */
  onSignIn: (credentials: Credentials) => Promise<string | undefined>;
}

/** Username, password with a show/hide toggle, the navigation message, an error line and 'Sign in'. */
export function SignInForm({ notice, onSignIn }: Props) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const credentials = trimmedCredentials(username, password);
    if (!credentials) {
      setError(CREDENTIALS_REQUIRED);
      return;
    }
    setError(null);
    setSubmitting(true);
    const failure = await onSignIn(credentials);
    setSubmitting(false);
    if (failure) setError(failure);
  };

  return (
    // noValidate: the trimming rule above gives one message for empty and blank fields alike.
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <label className={styles.label} htmlFor={`${id}-username`}>
        Username
      </label>
      <div className={styles.field}>
        <User size={18} aria-hidden="true" className={styles.fieldIcon} />
        <input
          id={`${id}-username`}
          className={styles.input}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>

      <label className={styles.label} htmlFor={`${id}-password`}>
        Password
      </label>
      <div className={styles.field}>
        <LockKeyhole size={18} aria-hidden="true" className={styles.fieldIcon} />
        <input
          id={`${id}-password`}
          className={styles.input}
          name="password"
          type={passwordVisible ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={passwordVisible ? 'Hide password' : 'Show password'}
          aria-pressed={passwordVisible}
          onClick={() => setPasswordVisible((visible) => !visible)}
        >
          {passwordVisible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </div>

      {notice && (
        <p className={styles.notice} role="status">
          <Info size={18} aria-hidden="true" />
          <span>{notice}</span>
        </p>
      )}

      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>

      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
