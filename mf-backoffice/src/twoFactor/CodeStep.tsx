import { TWO_FACTOR_TEXTS } from '@agency/contracts';
import { useContractForm } from '@agency/ui';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import signIn from '../components/SignInForm.module.css';
import kit from '../kit/kit.module.css';
import { CODE_KINDS } from './codeKinds';
import styles from './TwoFactor.module.css';

interface Props {
  /** Sends the code (or recovery code); resolves to an error text to show, or undefined once signed in. */
  onCode: (code: string) => Promise<string | undefined>;
  /** Back to the username and password. */
  onCancel: () => void;
}

/**
 * The sign-in's second step: 'Enter the 6-digit code from your authenticator app', or with
 * 'Use a recovery code' one of the recovery codes instead.
 */
export function CodeStep({ onCode, onCancel }: Props) {
  const id = useId();
  const [kind, setKind] = useState<'totp' | 'recovery'>('totp');
  const { validator, form, inputMode, autoComplete, maxLength } = CODE_KINDS[kind];
  const { field, handleSubmit, reset, isSubmitting } = useContractForm<typeof form, { code: string }>(validator, form, { code: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const { error: invalid, ...code } = field('code');

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    const refused = await onCode(code.trim());
    if (refused) setFailure(refused);
  });
  const switchTo = (next: 'totp' | 'recovery') => {
    setKind(next);
    setFailure(null);
    reset();
  };
  const error = invalid ?? failure;
  const label = kind === 'totp' ? TWO_FACTOR_TEXTS.codePrompt : TWO_FACTOR_TEXTS.recoveryPrompt;

  return (
    <form className={signIn.form} onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <label className={kit.prompt} htmlFor={`${id}-code`}>
        {label}
      </label>
      <div className={signIn.field}>
        <input
          // A new field for each kind, so the browser's autofill and the form's value start afresh.
          key={kind}
          id={`${id}-code`}
          className={styles.codeInput}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: the step exists only to take this code, and it opens right after the password was sent
          autoFocus
          aria-invalid={error ? true : undefined}
          {...code}
          onChange={(event) => {
            setFailure(null);
            return code.onChange(event);
          }}
        />
      </div>
      <p id={`${id}-error`} className={signIn.error} role="alert">
        {error}
      </p>
      <button type="submit" className={signIn.submit} disabled={isSubmitting}>
        {isSubmitting ? TWO_FACTOR_TEXTS.verifying : TWO_FACTOR_TEXTS.verify}
      </button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={() => switchTo(kind === 'totp' ? 'recovery' : 'totp')}>
          <KeyRound size={16} aria-hidden="true" /> {kind === 'totp' ? TWO_FACTOR_TEXTS.useRecoveryCode : TWO_FACTOR_TEXTS.useAuthenticator}
        </button>
        <button type="button" className={styles.linkButton} onClick={onCancel}>
          {TWO_FACTOR_TEXTS.backToSignIn}
        </button>
      </div>
    </form>
  );
}
