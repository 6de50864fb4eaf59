import { type FlatForm, twoFactorConfirmForm, twoFactorConfirmFormValidator } from '@agency/contracts';
import { useContractForm } from '@agency/ui';
import { useId } from 'react';
import kit from '../kit/kit.module.css';
import { CODE_KINDS, type CodeKind } from './codeKinds';
import styles from './TwoFactor.module.css';

interface Props {
  kind: CodeKind;
  label: string;
  submitLabel: string;
  busyLabel?: string;
  /** Sends the trimmed code (and the password, when asked for); resolves to an error text to show, or undefined. */
  onSubmit: (code: string, currentPassword: string) => Promise<string | undefined>;
  danger?: boolean;
  /** The label of a password field under the code's: a 'totp' code and the account's password (turning two-factor sign-in on). */
  passwordLabel?: string;
}

type CodeFields = { code: string; currentPassword?: string };

/**
 * A form for a code (the settings page's confirm, new codes, turn off), with the account's
 * password too where the service asks for it, checked with the contract's validator before
 * anything is sent.
 */
export function CodeForm({ kind, label, submitLabel, busyLabel, onSubmit, danger, passwordLabel }: Props) {
  const id = useId();
  const { inputMode, autoComplete, maxLength, ...code } = CODE_KINDS[kind];
  const { validator, form } = passwordLabel ? { validator: twoFactorConfirmFormValidator, form: twoFactorConfirmForm } : code;
  const { field, handleSubmit, refuse, reset, isSubmitting } = useContractForm<FlatForm, CodeFields>(validator, form, {
    code: '',
    currentPassword: '',
  });
  const submit = handleSubmit(async (sent) => {
    const failure = await onSubmit(sent.code.trim(), sent.currentPassword ?? '');
    if (failure) refuse('code', failure);
    else reset();
  });
  const { error: codeError, ...codeField } = field('code');
  const { error: passwordError, ...passwordField } = field('currentPassword');
  const error = codeError ?? passwordError;
  return (
    <form className={`${kit.inlineForm} ${styles.inline}`} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${id}-code`}>{label}</label>
        <input
          id={`${id}-code`}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...codeField}
        />
      </div>
      {passwordLabel && (
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{passwordLabel}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            maxLength={128}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...passwordField}
          />
        </div>
      )}
      <button type="submit" className={danger ? kit.danger : kit.primary} disabled={isSubmitting}>
        {isSubmitting && busyLabel ? busyLabel : submitLabel}
      </button>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
    </form>
  );
}
