import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { recoveryCodeFormValidator, totpCodeFormValidator, totpOrRecoveryCodeFormValidator, validateForm, type CompiledValidator } from '@agency/contracts';
import styles from './TwoFactor.module.css';

/** Which codes a form takes, and the contract's validator that checks them. */
export const CODE_KINDS = {
  totp: { validator: totpCodeFormValidator, inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 },
  recovery: { validator: recoveryCodeFormValidator, inputMode: 'text', autoComplete: 'off', maxLength: 11 },
  either: { validator: totpOrRecoveryCodeFormValidator, inputMode: 'text', autoComplete: 'one-time-code', maxLength: 11 },
} as const satisfies Record<string, { validator: CompiledValidator; inputMode: 'numeric' | 'text'; autoComplete: string; maxLength: number }>;
export type CodeKind = keyof typeof CODE_KINDS;

interface Props {
  kind: CodeKind;
  label: string;
  submitLabel: string;
  busyLabel?: string;
  /** Sends the trimmed code; resolves to an error text to show, or undefined. */
  onSubmit: (code: string) => Promise<string | undefined>;
  danger?: boolean;
}

/**
 * A one-field form for a code (the settings page's confirm, new codes, turn off), checked
 * with the contract's validator before anything is sent.
 */
export function CodeForm({ kind, label, submitLabel, busyLabel, onSubmit, danger }: Props) {
  const id = useId();
  const { validator, inputMode, autoComplete, maxLength } = CODE_KINDS[kind];
  const { register, handleSubmit, formState, setError, reset } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = handleSubmit(async ({ code }) => {
    const failure = await onSubmit(code.trim());
    if (failure) setError('code', { message: failure });
    else reset();
  });
  const error = formState.errors.code?.message;
  return (
    <form className={styles.inline} onSubmit={submit} noValidate>
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
          {...register('code', { validate: (code) => validateForm(validator, { code }).code ?? true })}
        />
      </div>
      <button type="submit" className={danger ? styles.dangerButton : styles.button} disabled={formState.isSubmitting}>
        {formState.isSubmitting && busyLabel ? busyLabel : submitLabel}
      </button>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {error}
      </p>
    </form>
  );
}
