import {
  type CompiledValidator,
  recoveryCodeFormValidator,
  totpCodeFormValidator,
  totpOrRecoveryCodeFormValidator,
  twoFactorConfirmFormValidator,
  validateForm,
} from '@agency/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import kit from '../kit/kit.module.css';
import styles from './TwoFactor.module.css';

/** Which codes a form takes, and the contract's validator that checks them. */
export const CODE_KINDS = {
  totp: { validator: totpCodeFormValidator, inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 },
  recovery: { validator: recoveryCodeFormValidator, inputMode: 'text', autoComplete: 'off', maxLength: 11 },
  either: { validator: totpOrRecoveryCodeFormValidator, inputMode: 'text', autoComplete: 'one-time-code', maxLength: 11 },
} as const satisfies Record<
  string,
  { validator: CompiledValidator; inputMode: 'numeric' | 'text'; autoComplete: string; maxLength: number }
>;
export type CodeKind = keyof typeof CODE_KINDS;

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

/**
 * A form for a code (the settings page's confirm, new codes, turn off), with the account's
 * password too where the service asks for it, checked with the contract's validator before
 * anything is sent.
 */
export function CodeForm({ kind, label, submitLabel, busyLabel, onSubmit, danger, passwordLabel }: Props) {
  const id = useId();
  const { validator: codeValidator, inputMode, autoComplete, maxLength } = CODE_KINDS[kind];
  const validator = passwordLabel ? twoFactorConfirmFormValidator : codeValidator;
  const { register, handleSubmit, formState, setError, reset, getValues } = useForm<{ code: string; currentPassword: string }>({
    defaultValues: { code: '', currentPassword: '' },
  });
  const submit = handleSubmit(async ({ code, currentPassword }) => {
    const failure = await onSubmit(code.trim(), currentPassword);
    if (failure) setError('code', { message: failure });
    else reset();
  });
  const fieldsOf = () =>
    passwordLabel ? { code: getValues('code'), currentPassword: getValues('currentPassword') } : { code: getValues('code') };
  const error = formState.errors.code?.message ?? formState.errors.currentPassword?.message;
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
          {...register('code', { validate: () => validateForm(validator, fieldsOf()).code ?? true })}
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
            aria-invalid={formState.errors.currentPassword ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...register('currentPassword', {
              validate: () => (passwordLabel ? (validateForm(validator, fieldsOf()).currentPassword ?? true) : true),
            })}
          />
        </div>
      )}
      <button type="submit" className={danger ? kit.danger : kit.primary} disabled={formState.isSubmitting}>
        {formState.isSubmitting && busyLabel ? busyLabel : submitLabel}
      </button>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
    </form>
  );
}
