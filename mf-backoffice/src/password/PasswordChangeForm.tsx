import { PASSWORD_LENGTH } from '@agency/contracts';
import { PasswordField } from '@agency/ui';
import { KeyRound, LockKeyhole } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styles from '../components/SignInForm.module.css';
import kit from '../kit/kit.module.css';
import { NEW_PASSWORD_HINT, newPasswordProblems, type PasswordChangeProblems, type PasswordChangeValues } from './newPasswordProblems';
import type { PasswordChangeRefusal } from './refusal';

interface Props {
  /** Asks for the current password too (a signed-in change; the sign-in step already has it). */
  askCurrent: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Sends; resolves to the refusal, or undefined once done. */
  onSubmit(values: { currentPassword: string; newPassword: string }): Promise<PasswordChangeRefusal | undefined>;
}

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * A new password typed twice (and the current one when asked), each with its show/hide toggle
 * and its message under it; the policy said before the first try. Used by the sign-in step
 * after an administrator's reset and by 'Change password'.
 */
export function PasswordChangeForm({ askCurrent, submitLabel, busyLabel, onSubmit }: Props) {
  const id = useId();
  const { register, handleSubmit, formState } = useForm<PasswordChangeValues>({ defaultValues: EMPTY });
  const [problems, setProblems] = useState<PasswordChangeProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = handleSubmit(async (values) => {
    const found = newPasswordProblems(values, askCurrent);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    const refused = await onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    if (!refused) return;
    if (refused.field) setProblems({ [refused.field]: refused.message });
    else setRefusal(refused.message);
  });

  const field = (name: keyof PasswordChangeValues, label: string, autoComplete: string, hint?: string) => {
    const problem = problems[name];
    const describedBy = [hint ? `${id}-${name}-hint` : '', problem ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return (
      <>
        <label className={styles.label} htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <PasswordField
          id={`${id}-${name}`}
          className={styles.input}
          rowClassName={styles.field}
          toggleClassName={kit.passwordToggle}
          icon={
            name === 'currentPassword' ? (
              <LockKeyhole size={18} aria-hidden="true" className={styles.fieldIcon} />
            ) : (
              <KeyRound size={18} aria-hidden="true" className={styles.fieldIcon} />
            )
          }
          autoComplete={autoComplete}
          maxLength={PASSWORD_LENGTH.max}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...register(name)}
        />
        {hint && (
          <span id={`${id}-${name}-hint`} className={styles.hint}>
            {hint}
          </span>
        )}
        {problem && (
          <span id={`${id}-${name}-error`} className={styles.fieldError}>
            {problem}
          </span>
        )}
      </>
    );
  };

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      {askCurrent && field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password', NEW_PASSWORD_HINT)}
      {field('confirmPassword', 'New password again', 'new-password')}
      <p className={styles.error} role="alert">
        {refusal}
      </p>
      <button type="submit" className={styles.submit} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
